/**
 * 案例展示数据：基于公共 API 构建的真实网站与开源项目。
 * 供 /showcase 页面使用；预览图位于 static/img/showcase/<slug>.svg。
 */

export const SHOWCASE_TAGS = {
  favorite: {
    label: '精选',
    description: '我们特别推荐的案例：完成度高、维护活跃，值得作为参考。',
  },
  opensource: {
    label: '开源',
    description: '源代码公开，可以直接阅读它是如何调用公共 API 的。',
  },
  weather: {
    label: '天气',
    description: '展示天气预报、实况或空气质量等气象数据的项目。',
  },
  finance: {
    label: '金融',
    description: '涉及记账、投资组合、行情或加密货币价格的项目。',
  },
  maps: {
    label: '地图',
    description: '基于地理数据、地图编辑或地理编码服务的项目。',
  },
  news: {
    label: '资讯',
    description: '聚合、阅读或检索新闻与社区讨论的项目。',
  },
  developer: {
    label: '开发者工具',
    description: '面向开发者的命令行工具、徽章服务和代码仓库分析工具。',
  },
  education: {
    label: '学习',
    description: '帮助查阅知识、阅读书籍或学习编程实践的项目。',
  },
  entertainment: {
    label: '娱乐',
    description: '与影视、音乐、游戏或趣味探索相关的项目。',
  },
  science: {
    label: '科研',
    description: '服务于论文检索、学术文献与科研数据的项目。',
  },
  productivity: {
    label: '效率',
    description: '帮助管理家庭、财务、书库或日常工作流的工具。',
  },
  mobile: {
    label: '移动端',
    description: '以 Android 或 iOS 应用形式提供的项目。',
  },
} as const;

export type ShowcaseTag = keyof typeof SHOWCASE_TAGS;

export interface ShowcaseSite {
  /** 项目名称（保留原文写法）。 */
  title: string;
  /** 一两句中文介绍：做什么、用了哪些 API。 */
  description: string;
  /** 预览图路径：'/img/showcase/<slug>.svg'。 */
  preview: string;
  /** 项目主页（https）。 */
  website: string;
  /** 源代码仓库（https），闭源项目为 null。 */
  source: string | null;
  /** 2–4 个标签。 */
  tags: ShowcaseTag[];
  /** 项目用到的公共 API 名称。 */
  apis: string[];
}

export const SHOWCASE_SITES: ShowcaseSite[] = [
  {
    title: 'wttr.in',
    description:
      '面向终端的天气预报服务，一条 curl 命令就能在命令行里看到带字符画的三日预报，也能输出 JSON、PNG 和单行格式，方便嵌进 tmux 状态栏。天气数据来自 World Weather Online API。',
    preview: '/img/showcase/wttr-in.svg',
    website: 'https://wttr.in',
    source: 'https://github.com/chubin/wttr.in',
    tags: ['favorite', 'opensource', 'weather', 'developer'],
    apis: ['World Weather Online'],
  },
  {
    title: 'Breezy Weather',
    description:
      '注重设计的开源 Android 天气应用，提供逐小时和 16 天预报、空气质量、花粉和天气预警。默认使用开源的 Open-Meteo，也可以切换到 MET Norway、OpenWeatherMap 等十多个数据源。',
    preview: '/img/showcase/breezy-weather.svg',
    website: 'https://github.com/breezy-weather/breezy-weather',
    source: 'https://github.com/breezy-weather/breezy-weather',
    tags: ['opensource', 'weather', 'mobile'],
    apis: ['Open-Meteo', 'MET Norway', 'OpenWeatherMap'],
  },
  {
    title: 'Forecastie',
    description:
      '界面简洁的开源 Android 天气应用，支持任意城市的五天详细预报和离线查看。所有天气数据都通过 OpenWeatherMap 的公共 API 获取。',
    preview: '/img/showcase/forecastie.svg',
    website: 'https://github.com/martykan/forecastie',
    source: 'https://github.com/martykan/forecastie',
    tags: ['opensource', 'weather', 'mobile'],
    apis: ['OpenWeatherMap'],
  },
  {
    title: 'GNOME Weather',
    description:
      'GNOME 桌面自带的天气应用，显示当前天气以及逐小时、逐日预报。预报由 libgweather 从挪威气象局（MET Norway）的 Locationforecast API 获取。',
    preview: '/img/showcase/gnome-weather.svg',
    website: 'https://apps.gnome.org/Weather/',
    source: 'https://gitlab.gnome.org/GNOME/gnome-weather',
    tags: ['opensource', 'weather'],
    apis: ['MET Norway Locationforecast'],
  },
  {
    title: 'Home Assistant',
    description:
      '开源的智能家居平台，用上千个集成把设备和在线服务汇总到一个面板里。新实例默认通过挪威气象局（MET Norway）的 API 提供天气预报，也内置了 OpenWeatherMap、Open-Meteo 等天气集成。',
    preview: '/img/showcase/home-assistant.svg',
    website: 'https://www.home-assistant.io',
    source: 'https://github.com/home-assistant/core',
    tags: ['favorite', 'opensource', 'productivity', 'weather'],
    apis: ['MET Norway', 'OpenWeatherMap', 'Open-Meteo'],
  },
  {
    title: 'Hacki',
    description:
      '用 Flutter 写的 Hacker News 阅读器，支持登录、投票、评论、收藏和离线阅读。帖子与评论来自官方 Hacker News Firebase API，搜索则调用 Algolia 提供的 HN Search API。',
    preview: '/img/showcase/hacki.svg',
    website: 'https://f-droid.org/en/packages/com.jiaqifeng.hacki/',
    source: 'https://github.com/Livinglist/Hacki',
    tags: ['opensource', 'news', 'mobile'],
    apis: ['Hacker News API', 'HN Search API (Algolia)'],
  },
  {
    title: 'Harmonic for Hacker News',
    description:
      '功能丰富、可高度自定义的 Android 版 Hacker News 客户端，采用 Material 3 设计。它从官方 Hacker News API 读取帖子和评论，并在需要时回退到 Algolia 的 HN Search API。',
    preview: '/img/showcase/harmonic-hn.svg',
    website: 'https://play.google.com/store/apps/details?id=com.simon.harmonichackernews',
    source: 'https://github.com/SimonHalvdansson/Harmonic-HN',
    tags: ['opensource', 'news', 'mobile'],
    apis: ['Hacker News API', 'HN Search API (Algolia)'],
  },
  {
    title: 'HN Search',
    description:
      'Algolia 维护的 Hacker News 全文搜索站，可以按时间、热度和作者筛选帖子与评论。它的爬虫通过官方 Hacker News Firebase API 实时同步内容，对外开放的搜索接口也被许多 HN 客户端采用。',
    preview: '/img/showcase/hn-search.svg',
    website: 'https://hn.algolia.com',
    source: 'https://github.com/algolia/hn-search',
    tags: ['opensource', 'news', 'developer'],
    apis: ['Hacker News API', 'Algolia Search API'],
  },
  {
    title: 'Pokedex (skydoves)',
    description:
      '展示现代 Android 技术栈（Hilt、Room、Retrofit、MVVM）的宝可梦图鉴示例应用，常被当作学习范例。宝可梦列表、属性和能力值都来自 PokéAPI。',
    preview: '/img/showcase/pokedex-skydoves.svg',
    website: 'https://github.com/skydoves/Pokedex',
    source: 'https://github.com/skydoves/Pokedex',
    tags: ['opensource', 'mobile', 'entertainment', 'education'],
    apis: ['PokéAPI'],
  },
  {
    title: 'Ghostfolio',
    description:
      '开源的个人财富管理工具，用来跟踪股票、ETF 和加密货币组合的收益与配置。行情数据可以来自 Yahoo Finance、CoinGecko、Alpha Vantage 等多个数据提供方。',
    preview: '/img/showcase/ghostfolio.svg',
    website: 'https://ghostfol.io',
    source: 'https://github.com/ghostfolio/ghostfolio',
    tags: ['opensource', 'finance'],
    apis: ['Yahoo Finance', 'CoinGecko', 'Alpha Vantage'],
  },
  {
    title: 'rotki',
    description:
      '注重隐私、数据保存在本地的开源投资组合与记账工具，主要面向加密资产。它通过 CoinGecko 和 CryptoCompare 查询价格，并用 Etherscan 等区块链 API 读取链上余额和交易。',
    preview: '/img/showcase/rotki.svg',
    website: 'https://rotki.com',
    source: 'https://github.com/rotki/rotki',
    tags: ['opensource', 'finance'],
    apis: ['CoinGecko', 'CryptoCompare', 'Etherscan'],
  },
  {
    title: 'cointop',
    description:
      '受 htop 启发的终端加密货币行情工具，支持 Vim 风格快捷键、走势图、收藏和持仓统计。默认从 CoinGecko API 拉取数据，也可以改用 CoinMarketCap。',
    preview: '/img/showcase/cointop.svg',
    website: 'https://cointop.sh',
    source: 'https://github.com/cointop-sh/cointop',
    tags: ['opensource', 'finance', 'developer'],
    apis: ['CoinGecko', 'CoinMarketCap'],
  },
  {
    title: 'GnuCash',
    description:
      '老牌开源复式记账软件，适合个人和小企业管理账户、投资和发票。在线股价和汇率通过 Finance::Quote 获取，其中不少数据源需要配置 Alpha Vantage 的 API 密钥。',
    preview: '/img/showcase/gnucash.svg',
    website: 'https://www.gnucash.org',
    source: 'https://github.com/Gnucash/gnucash',
    tags: ['opensource', 'finance', 'productivity'],
    apis: ['Alpha Vantage'],
  },
  {
    title: 'GitHub CLI',
    description:
      'GitHub 官方命令行工具 gh，可以在终端里处理 Pull Request、Issue、Release 和 Actions。所有操作都基于 GitHub 的 REST 与 GraphQL API，gh api 子命令还能直接调用任意接口。',
    preview: '/img/showcase/github-cli.svg',
    website: 'https://cli.github.com',
    source: 'https://github.com/cli/cli',
    tags: ['favorite', 'opensource', 'developer', 'productivity'],
    apis: ['GitHub REST API', 'GitHub GraphQL API'],
  },
  {
    title: 'GitHub Readme Stats',
    description:
      '为 GitHub 个人主页 README 动态生成统计卡片，展示星标数、提交数、常用语言等信息。数据通过 GitHub GraphQL API 和 REST API 实时获取并渲染成 SVG。',
    preview: '/img/showcase/github-readme-stats.svg',
    website: 'https://github.com/anuraghazra/github-readme-stats',
    source: 'https://github.com/anuraghazra/github-readme-stats',
    tags: ['opensource', 'developer'],
    apis: ['GitHub GraphQL API', 'GitHub REST API'],
  },
  {
    title: 'Star History',
    description:
      '输入仓库名就能画出 GitHub 星标数随时间增长的曲线，还能把多个项目放在一起对比。星标记录通过 GitHub API 获取，遇到限流时可以填入个人访问令牌。',
    preview: '/img/showcase/star-history.svg',
    website: 'https://star-history.com',
    source: 'https://github.com/star-history/star-history',
    tags: ['opensource', 'developer'],
    apis: ['GitHub REST API'],
  },
  {
    title: 'Shields.io',
    description:
      '开源项目 README 里随处可见的徽章服务，能显示版本号、下载量、构建状态等信息。它对接了 GitHub API、npm registry、PyPI 等数百个公共接口，再把结果渲染成统一风格的 SVG 徽章。',
    preview: '/img/showcase/shields-io.svg',
    website: 'https://shields.io',
    source: 'https://github.com/badges/shields',
    tags: ['favorite', 'opensource', 'developer'],
    apis: ['GitHub REST API', 'npm Registry API', 'PyPI JSON API'],
  },
  {
    title: 'Bundlephobia',
    description:
      '查询一个 npm 包打包后会给前端应用增加多少体积，并列出历史版本的体积变化。包的版本和元数据来自 npm registry 的公共 API。',
    preview: '/img/showcase/bundlephobia.svg',
    website: 'https://bundlephobia.com',
    source: 'https://github.com/pastelsky/bundlephobia',
    tags: ['opensource', 'developer'],
    apis: ['npm Registry API'],
  },
  {
    title: 'OSS Insight',
    description:
      '分析数十亿条 GitHub 事件的开源洞察平台，可以查看仓库趋势、开发者画像和技术领域排行。数据来自 GitHub 公共事件 API 和 GH Archive 归档。',
    preview: '/img/showcase/oss-insight.svg',
    website: 'https://ossinsight.io',
    source: 'https://github.com/pingcap/ossinsight',
    tags: ['opensource', 'developer'],
    apis: ['GitHub Events API', 'GH Archive'],
  },
  {
    title: 'StreetComplete',
    description:
      '把 OpenStreetMap 数据补全变成一个个小任务的 Android 应用，走在路上就能回答“这家店几点关门”之类的问题。它通过 OpenStreetMap API 下载地图数据并直接上传修改。',
    preview: '/img/showcase/streetcomplete.svg',
    website: 'https://streetcomplete.app',
    source: 'https://github.com/streetcomplete/StreetComplete',
    tags: ['favorite', 'opensource', 'maps', 'mobile'],
    apis: ['OpenStreetMap API'],
  },
  {
    title: 'overpass turbo',
    description:
      '用来编写和调试 Overpass 查询的网页工具，结果会直接画在地图上，也可以导出 GeoJSON。查询发送到 Overpass API，按地名定位区域时则使用 Nominatim 地理编码。',
    preview: '/img/showcase/overpass-turbo.svg',
    website: 'https://overpass-turbo.eu',
    source: 'https://github.com/tyrasd/overpass-turbo',
    tags: ['opensource', 'maps', 'developer'],
    apis: ['Overpass API', 'Nominatim'],
  },
  {
    title: 'Six Degrees of Wikipedia',
    description:
      '输入两个维基百科条目，找出它们之间最短的链接路径并画成关系图。路径在维基百科数据库转储上计算，条目的缩略图和简介则通过 MediaWiki API 获取。',
    preview: '/img/showcase/six-degrees-of-wikipedia.svg',
    website: 'https://www.sixdegreesofwikipedia.com',
    source: 'https://github.com/jwngr/sdow',
    tags: ['opensource', 'education', 'entertainment'],
    apis: ['MediaWiki Action API'],
  },
  {
    title: 'WikiTok',
    description:
      '用短视频式的竖向滑动浏览随机维基百科条目，每张卡片是一张配图加几句摘要。内容通过 MediaWiki API 的随机条目和摘要接口获取，支持多种语言版本。',
    preview: '/img/showcase/wikitok.svg',
    website: 'https://wikitok.vercel.app',
    source: 'https://github.com/IsaacGemal/wikitok',
    tags: ['opensource', 'education', 'entertainment'],
    apis: ['MediaWiki Action API'],
  },
  {
    title: 'Wikipedia Android',
    description:
      '维基媒体基金会官方的维基百科 Android 应用，支持离线阅读、阅读列表和多语言切换。条目内容、搜索和推荐都来自 MediaWiki Action API 与 Wikimedia REST API。',
    preview: '/img/showcase/wikipedia-android.svg',
    website: 'https://play.google.com/store/apps/details?id=org.wikipedia',
    source: 'https://github.com/wikimedia/apps-android-wikipedia',
    tags: ['opensource', 'education', 'mobile'],
    apis: ['MediaWiki Action API', 'Wikimedia REST API'],
  },
  {
    title: 'BookWyrm',
    description:
      '基于 ActivityPub 的去中心化读书社交网络，可以记录读过的书、写书评并关注其他实例的书友。书目信息通过连接器从 Open Library 和 Inventaire 的 API 导入。',
    preview: '/img/showcase/bookwyrm.svg',
    website: 'https://joinbookwyrm.com',
    source: 'https://github.com/bookwyrm-social/bookwyrm',
    tags: ['opensource', 'education'],
    apis: ['Open Library API', 'Inventaire API'],
  },
  {
    title: 'calibre',
    description:
      '功能全面的开源电子书管理软件，可以整理书库、转换格式并同步到阅读器。“下载元数据”功能会调用 Google Books API 等来源补全书目信息，封面也可以从 Open Library 获取。',
    preview: '/img/showcase/calibre.svg',
    website: 'https://calibre-ebook.com',
    source: 'https://github.com/kovidgoyal/calibre',
    tags: ['opensource', 'productivity', 'education'],
    apis: ['Google Books API', 'Open Library Covers API'],
  },
  {
    title: 'Jellyfin',
    description:
      '完全免费的开源媒体服务器，可以把自己的电影、剧集和音乐串流到各种设备。海报、简介和演职员信息由内置插件从 TMDB、OMDb 和 MusicBrainz 的 API 抓取。',
    preview: '/img/showcase/jellyfin.svg',
    website: 'https://jellyfin.org',
    source: 'https://github.com/jellyfin/jellyfin',
    tags: ['favorite', 'opensource', 'entertainment'],
    apis: ['TMDB API', 'OMDb API', 'MusicBrainz API'],
  },
  {
    title: 'Overseerr',
    description:
      '配合 Plex 使用的影视点播请求管理工具，家庭成员可以搜索并申请想看的电影和剧集。搜索、海报、推荐和详情页都基于 TMDB API。',
    preview: '/img/showcase/overseerr.svg',
    website: 'https://overseerr.dev',
    source: 'https://github.com/sct/overseerr',
    tags: ['opensource', 'entertainment'],
    apis: ['TMDB API'],
  },
  {
    title: 'MusicBrainz Picard',
    description:
      'MusicBrainz 官方的跨平台音乐标签编辑器，能按专辑自动整理和重命名音乐文件。它通过 MusicBrainz API 匹配曲目元数据，用 AcoustID 声纹识别未知文件，并从 Cover Art Archive 下载封面。',
    preview: '/img/showcase/musicbrainz-picard.svg',
    website: 'https://picard.musicbrainz.org',
    source: 'https://github.com/metabrainz/picard',
    tags: ['opensource', 'entertainment', 'productivity'],
    apis: ['MusicBrainz API', 'AcoustID API', 'Cover Art Archive'],
  },
  {
    title: 'Web Scrobbler',
    description:
      '浏览器扩展，能识别 YouTube、SoundCloud 等数百个网站上正在播放的歌曲并记录播放历史。识别结果通过 Last.fm API 提交，也支持 ListenBrainz 和 Libre.fm。',
    preview: '/img/showcase/web-scrobbler.svg',
    website: 'https://web-scrobbler.com',
    source: 'https://github.com/web-scrobbler/web-scrobbler',
    tags: ['opensource', 'entertainment'],
    apis: ['Last.fm API', 'ListenBrainz API'],
  },
  {
    title: 'arxiv-sanity-lite',
    description:
      'Andrej Karpathy 写的轻量级论文追踪工具：给感兴趣的论文打标签，系统会根据摘要的 TF-IDF 特征推荐相似新论文，并可每天发邮件提醒。新论文定期从 arXiv API 拉取。',
    preview: '/img/showcase/arxiv-sanity-lite.svg',
    website: 'https://arxiv-sanity-lite.com',
    source: 'https://github.com/karpathy/arxiv-sanity-lite',
    tags: ['opensource', 'science'],
    apis: ['arXiv API'],
  },
  {
    title: 'Scholia',
    description:
      '基于 Wikidata 的学术档案网站，为学者、机构、期刊和研究主题生成发表统计、合作网络和引用图表。页面上的图表都是对 Wikidata Query Service 执行 SPARQL 查询的结果。',
    preview: '/img/showcase/scholia.svg',
    website: 'https://scholia.toolforge.org',
    source: 'https://github.com/WDscholia/scholia',
    tags: ['opensource', 'science', 'education'],
    apis: ['Wikidata Query Service (SPARQL)'],
  },
  {
    title: 'Connected Papers',
    description:
      '输入一篇论文，生成与它相关的文献关系图，帮助快速了解一个领域的前后脉络。论文和引用数据来自 Semantic Scholar 的学术图谱。',
    preview: '/img/showcase/connected-papers.svg',
    website: 'https://www.connectedpapers.com',
    source: null,
    tags: ['science', 'education'],
    apis: ['Semantic Scholar API'],
  },
];
