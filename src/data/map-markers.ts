/**
 * Data of the /MapComponent world map: where the featured APIs' providers are, a few points taken from the
 * example responses in featured-apis.json, Chinese names of common countries, and the sample places the
 * locate demo falls back to. Only facts we are sure of: providers whose location we could not confirm are
 * left off the map.
 */

export type MapMarkerKind = 'provider' | 'example';

export interface MapMarker {
  id: string;
  kind: MapMarkerKind;
  /** Short label read by screen readers and shown as the tooltip. */
  label: string;
  /** Where the point is, in Chinese, for the legend. */
  place: string;
  /** Why the point is on the map. */
  note: string;
  lat: number;
  lon: number;
  /** Index N of the /fo/N page the marker links to. */
  fo: number;
  /** For a provider: the /fo/N indexes of every featured API it provides. */
  apis?: number[];
}

/** Featured APIs (by /fo/N index) whose provider is APILayer; checked against featured-apis.json by a unit test. */
export const APILAYER_APIS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26];

/** Providers of featured APIs whose head office we could not confirm, so they get no marker. */
export const UNPLACED_PROVIDERS = ['Filestack', 'TheRundown', 'PicWish'];

export const MAP_MARKERS: MapMarker[] = [
  {
    id: 'apilayer',
    kind: 'provider',
    label: 'APILayer 总部：奥地利维也纳',
    place: '奥地利维也纳',
    note: '本站大多数精选 API 的提供方',
    lat: 48.2082,
    lon: 16.3738,
    fo: 0,
    apis: APILAYER_APIS,
  },
  {
    id: 'ipstack-example',
    kind: 'example',
    label: 'ipstack 示例响应：美国洛杉矶',
    place: '美国洛杉矶',
    note: 'ipstack 单个 IP 查询示例响应里的经纬度',
    lat: 34.0453,
    lon: -118.2413,
    fo: 0,
  },
  {
    id: 'aviationstack-example',
    kind: 'example',
    label: 'aviationstack 示例响应：AA1004 航班的实时位置',
    place: '美国新墨西哥州上空',
    note: 'aviationstack 航班查询示例响应里 live 字段的坐标',
    lat: 36.2856,
    lon: -106.807,
    fo: 4,
  },
  {
    id: 'positionstack-example',
    kind: 'example',
    label: 'positionstack 示例响应：华盛顿 1600 Pennsylvania Avenue NW',
    place: '美国华盛顿',
    note: 'positionstack 正向地理编码示例响应里的坐标',
    lat: 38.897675,
    lon: -77.036547,
    fo: 8,
  },
  {
    id: 'weatherstack-example',
    kind: 'example',
    label: 'weatherstack 示例响应：美国纽约',
    place: '美国纽约',
    note: 'weatherstack 当前天气示例响应里 location 的坐标',
    lat: 40.714,
    lon: -74.006,
    fo: 9,
  },
  {
    id: 'therundown-example',
    kind: 'example',
    label: 'TheRundown 示例赛事：明尼阿波利斯的 NBA 比赛',
    place: '美国明尼阿波利斯',
    note: 'TheRundown 示例响应里森林狼队主场比赛所在的城市',
    lat: 44.9778,
    lon: -93.265,
    fo: 27,
  },
  {
    id: 'vatlayer-example',
    kind: 'example',
    label: 'vatlayer 示例响应：卢森堡的增值税号',
    place: '卢森堡',
    note: 'vatlayer 税号校验示例响应里公司地址所在的卢森堡市',
    lat: 49.6116,
    lon: 6.1319,
    fo: 16,
  },
  {
    id: 'bank-data-example',
    kind: 'example',
    label: 'bank_data 示例响应：德国科隆的银行',
    place: '德国科隆',
    note: 'bank_data IBAN 校验示例响应里银行所在的城市',
    lat: 50.9375,
    lon: 6.9603,
    fo: 25,
  },
];

/** Chinese names of common countries, keyed by the English name world-atlas gives in properties.name. */
export const COUNTRY_NAMES_ZH: Record<string, string> = {
  'United States of America': '美国',
  Canada: '加拿大',
  Mexico: '墨西哥',
  Brazil: '巴西',
  Argentina: '阿根廷',
  Chile: '智利',
  China: '中国',
  Japan: '日本',
  'South Korea': '韩国',
  'North Korea': '朝鲜',
  Mongolia: '蒙古',
  Russia: '俄罗斯',
  India: '印度',
  Pakistan: '巴基斯坦',
  Indonesia: '印度尼西亚',
  Thailand: '泰国',
  Vietnam: '越南',
  Malaysia: '马来西亚',
  Philippines: '菲律宾',
  Kazakhstan: '哈萨克斯坦',
  Iran: '伊朗',
  'Saudi Arabia': '沙特阿拉伯',
  'United Arab Emirates': '阿联酋',
  Israel: '以色列',
  Turkey: '土耳其',
  Egypt: '埃及',
  Nigeria: '尼日利亚',
  Kenya: '肯尼亚',
  'South Africa': '南非',
  'United Kingdom': '英国',
  Ireland: '爱尔兰',
  France: '法国',
  Germany: '德国',
  Netherlands: '荷兰',
  Belgium: '比利时',
  Luxembourg: '卢森堡',
  Switzerland: '瑞士',
  Austria: '奥地利',
  Italy: '意大利',
  Spain: '西班牙',
  Portugal: '葡萄牙',
  Greece: '希腊',
  Poland: '波兰',
  Ukraine: '乌克兰',
  Sweden: '瑞典',
  Norway: '挪威',
  Finland: '芬兰',
  Denmark: '丹麦',
  Australia: '澳大利亚',
  'New Zealand': '新西兰',
  Greenland: '格陵兰',
  Antarctica: '南极洲',
};

export interface SamplePlace {
  /** Names a query may use for this place (compared case-insensitively). */
  names: string[];
  label: string;
  lat: number;
  lon: number;
}

/** Coordinates the locate demo shows, labelled 示例坐标, when there is no key or the request fails. */
export const SAMPLE_PLACES: SamplePlace[] = [
  {names: ['北京', 'beijing'], label: '中国北京', lat: 39.9042, lon: 116.4074},
  {names: ['上海', 'shanghai'], label: '中国上海', lat: 31.2304, lon: 121.4737},
  {names: ['东京', 'tokyo'], label: '日本东京', lat: 35.6762, lon: 139.6503},
  {names: ['伦敦', 'london'], label: '英国伦敦', lat: 51.5074, lon: -0.1278},
  {names: ['巴黎', 'paris'], label: '法国巴黎', lat: 48.8566, lon: 2.3522},
  {names: ['维也纳', 'vienna', 'wien'], label: '奥地利维也纳', lat: 48.2082, lon: 16.3738},
  {names: ['纽约', 'new york'], label: '美国纽约', lat: 40.7128, lon: -74.006},
  {names: ['悉尼', 'sydney'], label: '澳大利亚悉尼', lat: -33.8688, lon: 151.2093},
];

/** Used when the query matches no sample place: the address of positionstack's own documented example. */
export const DEFAULT_SAMPLE_PLACE: SamplePlace = {
  names: [],
  label: '美国华盛顿 1600 Pennsylvania Avenue NW（positionstack 文档示例）',
  lat: 38.897675,
  lon: -77.036547,
};
