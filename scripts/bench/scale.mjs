// @ts-check
/**
 * `npm run bench -- --scale N`: both sites again with N generated Chinese docs pages added under
 * /google/scale (headings, prose, a code block), to see how each cost grows with the site.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A small seeded generator (mulberry32): the same pages on every run. @param {number} seed */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  '接口 请求 响应 密钥 认证 授权 令牌 缓存 限流 重试 超时 分页 过滤 排序 字段 参数 版本 迁移 部署 监控 日志 告警 ' +
  '网关 代理 路由 服务 上游 下游 负载 均衡 健康 检查 证书 加密 签名 校验 数据 格式 编码 解析 序列化 结构 类型 ' +
  '客户端 服务端 浏览器 前端 后端 移动端 应用 组件 模块 插件 配置 环境 变量 脚本 命令 工具 测试 断言 示例 文档 ' +
  '汇率 天气 地图 坐标 城市 国家 货币 股票 新闻 图片 视频 音乐 书籍 电影 游戏 体育 交通 航班 邮件 短信 电话 ' +
  '错误 异常 状态 码 成功 失败 返回 调用 发送 接收 处理 转换 合并 拆分 批量 并发 队列 任务 事件 订阅 推送 ' +
  '性能 延迟 吞吐 带宽 流量 成本 额度 套餐 免费 付费 账户 用户 权限 角色 团队 项目 仓库 分支 发布 回滚'
).split(' ');
const JOINERS = ['的', '和', '以及', '在', '把', '对', '通过', '为了', '如果', '那么', '因此', '但是', '可以', '需要', '应该'];
const LATIN = ['API', 'HTTP', 'JSON', 'REST', 'OAuth', 'CORS', 'TLS', 'SDK', 'CLI', 'Node.js', 'fetch', 'Webhook'];

/** @param {() => number} rand @param {readonly string[]} list */
const pick = (rand, list) => list[Math.floor(rand() * list.length)];

/** @param {() => number} rand */
function sentence(rand) {
  const parts = [];
  const length = 6 + Math.floor(rand() * 10);
  for (let i = 0; i < length; i += 1) {
    parts.push(rand() < 0.12 ? ` ${pick(rand, LATIN)} ` : pick(rand, WORDS));
    if (rand() < 0.35) parts.push(pick(rand, JOINERS));
  }
  return `${parts.join('').trim()}${rand() < 0.8 ? '。' : '；'}`;
}

/** @param {() => number} rand @param {number} sentences */
const paragraph = (rand, sentences) => Array.from({length: sentences}, () => sentence(rand)).join('');

/**
 * The Markdown of generated page `n`: title, description, three sections with a sub-section each,
 * prose, and a TypeScript block.
 * @param {number} n
 */
export function scalePage(n) {
  const rand = random(n + 1);
  const title = `${pick(rand, WORDS)}${pick(rand, WORDS)}指南 ${n + 1}`;
  const sections = Array.from({length: 3}, (_, s) =>
    [
      `## ${pick(rand, WORDS)}与${pick(rand, WORDS)} ${s + 1}`,
      paragraph(rand, 4),
      `### ${pick(rand, WORDS)}${pick(rand, WORDS)}`,
      paragraph(rand, 3),
    ].join('\n\n'),
  );
  const code = ['```ts', `export async function call${n}(url: string): Promise<unknown> {`, '  const response = await fetch(url);', `  if (!response.ok) throw new Error(\`HTTP \${response.status}\`);`, '  return response.json();', '}', '```'].join('\n');
  return `---\ntitle: ${title}\ndescription: ${sentence(rand)}\nsidebar_position: ${n + 2}\n---\n\n${paragraph(rand, 3)}\n\n${sections.join('\n\n')}\n\n${code}\n`;
}

/**
 * Writes `count` generated pages into `<siteDir>/google/scale/` (a folder of the /google section, with
 * its own index and category).
 * @param {string} siteDir
 * @param {number} count
 */
export function addScalePages(siteDir, count) {
  const dir = path.join(siteDir, 'google', 'scale');
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, '_category_.json'), JSON.stringify({label: '规模测试', position: 99}));
  fs.writeFileSync(path.join(dir, 'index.md'), '---\ntitle: 规模测试\ndescription: 为测量构建成本生成的页面。\nsidebar_position: 1\n---\n\n这里的页面由基准测试生成。\n');
  for (let n = 0; n < count; n += 1) fs.writeFileSync(path.join(dir, `page-${String(n).padStart(5, '0')}.md`), scalePage(n));
}

/**
 * The value of `--scale`: one count of generated pages ("2000") or several, comma-separated
 * ("1000,2000"), each a positive integer; returned ascending.
 * @param {string} value
 * @returns {number[]}
 */
export function parseScaleCounts(value) {
  const counts = value.split(',').map((part) => part.trim());
  if (counts.some((part) => !/^[1-9][0-9]*$/.test(part))) {
    throw new Error(`--scale ${value}: give one count of pages or several, comma-separated, each a positive integer (2000, or 1000,2000)`);
  }
  const sorted = counts.map(Number).sort((a, b) => a - b);
  if (new Set(sorted).size !== sorted.length) throw new Error(`--scale ${value}: each count once`);
  return sorted;
}

/**
 * How a cost grows with the pages added: its increase per added page between consecutive sizes
 * (the first point is the base site, 0 pages added), and the last interval's figure over the
 * first's. A cost linear in the page count gives 1; one that grows with the square of the count
 * gives 3 for sizes 0, N, 2N.
 * @param {readonly {pages: number, value: number}[]} points ascending by pages
 * @returns {{perPage: number[], ratio: number | null}}
 */
export function marginalCosts(points) {
  const perPage = points.slice(1).map((point, index) => (point.value - points[index].value) / (point.pages - points[index].pages));
  return {perPage, ratio: perPage.length > 1 && perPage[0] > 0 ? perPage[perPage.length - 1] / perPage[0] : null};
}
