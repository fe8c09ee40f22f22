import React from 'react';
import type {FeaturedApi} from '@site/plugins/featured-apis/shared/types';

/** The errors this API's own documentation lists: its codes, its error types and what they mean. */
export default function ErrorTable({api}: {api: FeaturedApi}) {
  const errors = api.errors ?? [];
  const hasTypes = errors.some((error) => error.type);
  return (
    <>
      <p>下表是 {api.name} 的文档中列出的错误码，含义由本站译写。</p>
      <table>
        <caption>{api.name} 的错误码</caption>
        <thead>
          <tr>
            <th scope="col">代码</th>
            {hasTypes && <th scope="col">类型</th>}
            <th scope="col">含义</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error) => (
            <tr key={`${error.code}-${error.type ?? ''}`}>
              <td>
                <code>{error.code}</code>
              </td>
              {hasTypes && <td>{error.type ? <code>{error.type}</code> : null}</td>}
              <td>{error.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
