// How many categories and APIs the data files hold, read as plain JSON: the figures every test of the
// real catalogue compares with, so adding or removing an entry in src/data/catalogue/ changes no test,
// while a loader, module or file that drops or duplicates an entry still fails.
import fs from 'node:fs';
import path from 'node:path';

export const CATALOGUE_DATA_DIR = path.resolve(__dirname, '../../../src/data/catalogue');

export interface DataCounts {
  categories: number;
  apis: number;
}

export function catalogueDataCounts(dir = CATALOGUE_DATA_DIR): DataCounts {
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));
  const apis = files.reduce((sum, name) => sum + (JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as {apis: unknown[]}).apis.length, 0);
  return {categories: files.length, apis};
}
