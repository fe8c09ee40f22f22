import React from 'react';
import type {ApiParam} from '@site/plugins/featured-apis/shared/types';

export const LOCATION_LABELS: Record<ApiParam['in'], string> = {path: '路径', query: '查询', header: '请求头', body: '请求体'};

export default function ParamTable({params}: {params: ApiParam[]}) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">参数</th>
          <th scope="col">位置</th>
          <th scope="col">类型</th>
          <th scope="col">必填</th>
          <th scope="col">说明</th>
        </tr>
      </thead>
      <tbody>
        {params.map((param) => (
          <tr key={`${param.in}:${param.name}`}>
            <td>
              <code>{param.name}</code>
            </td>
            <td>{LOCATION_LABELS[param.in]}</td>
            <td>{param.type}</td>
            <td>{param.required ? '是' : '否'}</td>
            <td>
              {param.description}
              {param.default !== undefined && <> 默认值：<code>{String(param.default)}</code>。</>}
              {param.enum && <> 可选值：{param.enum.map((v) => <code key={String(v)}>{String(v)} </code>)}</>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
