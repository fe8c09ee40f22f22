import type {CatalogueAuth, CorsSupport} from '../../../plugins/catalogue/types';
import type {ExplorerDataset} from '../../../plugins/catalogue/index';

/** One API as the explorer works with it. */
export interface ExplorerApi {
  name: string;
  url: string;
  /** Category slug. */
  category: string;
  auth: CatalogueAuth;
  https: boolean;
  cors: CorsSupport;
  description: string;
  descriptionZh: string;
}

/** Turns the positional rows written by plugins/catalogue back into objects. */
export function decodeDataset(dataset: ExplorerDataset): ExplorerApi[] {
  return dataset.apis.map(([name, url, category, auth, https, cors, description, descriptionZh]) => ({
    name,
    url,
    category,
    auth,
    https,
    cors,
    description,
    descriptionZh,
  }));
}
