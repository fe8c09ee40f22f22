import {authLabel, CORS_LABELS, httpsLabel} from '../../shared/labels';
import type {CatalogueEntry} from '../../shared/types';

/**
 * The "报告问题" link of an API: a new issue in the site's source repository with the title and the
 * body filled in, as the search dialog's "告诉我们" link does for a search without results.
 */
export function reportIssueUrl(repoUrl: string, api: CatalogueEntry, category: {name: string; nameZh: string} | undefined, permalink: string): string {
  const settled = (field: 'auth' | 'https' | 'cors') => (api.verification?.facts.some((fact) => fact.field === field) ? '（已核对）' : '');
  const body = [
    '<!-- 请说明哪里不对：链接打不开、说明有误，或认证方式、HTTPS、CORS 与实际不符；能附上官方文档的地址最好。 -->',
    '',
    `- 条目：${api.name}（${api.id}）`,
    `- 分类：${category ? `${category.nameZh}（${category.name}）` : api.category}`,
    `- 链接：${api.url}`,
    `- 本站记录：认证 ${authLabel(api.auth)}${settled('auth')}；HTTPS ${httpsLabel(api.https)}${settled('https')}；CORS ${CORS_LABELS[api.cors]}${settled('cors')}`,
    `- 固定链接：${permalink}`,
    '',
    '问题描述：',
    '',
  ].join('\n');
  const params = new URLSearchParams({title: `目录条目问题：${api.name}（${api.id}）`, body});
  return `${repoUrl.replace(/\/+$/, '')}/issues/new?${params.toString()}`;
}
