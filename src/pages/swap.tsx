import React from 'react';
import Link from '@docusaurus/Link';
import SimplePage from '@site/src/components/SimplePage';

export default function Swap(): React.ReactNode {
  return (
    <SimplePage
      title="货币兑换"
      description="用汇率类公共 API 做货币与加密货币换算。"
      lead="兑换页演示汇率类接口最常见的用法：选两种货币、输入金额、得到按最新汇率换算的结果。">
      <h2>用到的接口</h2>
      <ul>
        <li>
          <Link to="/fo/3">Fixer API</Link>：欧洲央行等来源的法币汇率，按日更新。
        </li>
        <li>
          <Link to="/fo/15">exchangerate.host</Link>：实时与历史汇率，支持换算接口。
        </li>
        <li>
          <Link to="/fo/17">coinlayer</Link>：主流加密货币对法币的价格。
        </li>
      </ul>
      <h2>换算是怎么算的</h2>
      <p>
        汇率接口通常只返回“以某种基准货币计价”的一组汇率。要在两种非基准货币之间换算，先把金额换成基准货币，再换成目标货币：
        目标金额 = 金额 × (目标货币汇率 ÷ 源货币汇率)。结果要按目标货币的最小单位四舍五入，日元没有小数，人民币保留两位。
      </p>
    </SimplePage>
  );
}
