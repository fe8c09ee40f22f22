/** Record and hit shapes shared by the build (Node) and the search client (browser). */

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

/** DocSearch's `weight.level` of each record type. */
export const LEVEL_WEIGHT: Readonly<Record<RecordType, number>> = {
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

export type Hierarchy = Record<HierarchyLevel, string | null>;

/** One DocSearch record: the shape the Algolia crawler produces for Docusaurus sites. */
export interface DocSearchRecord {
  objectID: string;
  /** Absolute URL, with `#anchor` when the record belongs to a heading. */
  url: string;
  url_without_anchor: string;
  /** Percent-encoded fragment without `#`, or null for the top of the page. */
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  docusaurus_tag: string;
  language: string;
  /** DocSearch's ranking hints: level 90 for lvl1 … 0 for content; position in the page. */
  weight: {pageRank: number; level: number; position: number};
  /** The page's `<meta name=description>`, on its first record only: searched, never displayed. */
  description?: string;
  /** The page's own `<meta name=keywords>` (not the site's), on its first record only: searched, never displayed. */
  keywords?: string[];
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  /** HTML-escaped text; the only markup is `<mark>`…`</mark>` around matches. */
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface DocSearchHit extends DocSearchRecord {
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult: {
    hierarchy: Partial<Record<HierarchyLevel, SnippetResult>>;
    content?: SnippetResult;
  };
}
