import React from 'react';
import totals from '@catalogue/totals';
import {formatCount} from '../../shared/stats';
import type {CatalogueTotals} from '../../shared/modules';

/**
 * A catalogue-wide number inside a sentence, e.g. `收录了 <CatalogueCount of="apis" /> 个接口`:
 * the number of APIs or of categories, formatted as elsewhere on the site (1,695).
 */
export default function CatalogueCount({of}: {of: keyof CatalogueTotals}) {
  return <>{formatCount(totals[of])}</>;
}
