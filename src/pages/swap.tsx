import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SimplePage from '@site/src/components/SimplePage';
import CurrencySwap from '@site/src/components/CurrencySwap';

export default function Swap(): React.ReactNode {
  return (
    <SimplePage
      title="货币兑换"
      description="用汇率类公共 API 做法币与加密货币换算：默认使用示例汇率快照，填入自己的 exchangerate.host 密钥即可使用实时汇率。"
      lead="兑换页演示汇率类接口最常见的用法：选两种货币、输入金额、得到按汇率换算的结果。默认使用内置的示例汇率快照，填入你自己的 exchangerate.host 访问密钥后改用实时汇率。">
      <CurrencySwap />
      <Heading as="h2">用到的接口</Heading>
      <ul>
        <li>
          <Link to="/fo/15">exchangerate.host</Link>：实时与历史汇率，本页的实时模式调用它的 live 接口。
        </li>
        <li>
          <Link to="/fo/3">Fixer API</Link>：欧洲央行等来源的法币汇率，按日更新，适合做同样的换算。
        </li>
        <li>
          <Link to="/fo/17">coinlayer</Link>：主流加密货币对法币的价格，可以替换本页比特币、以太坊的快照数据。
        </li>
      </ul>
      <Heading as="h2">换算是怎么算的</Heading>
      <p>
        汇率接口通常只返回“以某种基准货币计价”的一组汇率。本页以美元为基准：exchangerate.host 的 quotes.USDCNY
        表示 1 美元可兑换多少人民币。要在两种非基准货币之间换算，先把金额换成美元，再换成目标货币：
        目标金额 = 金额 × (目标货币汇率 ÷ 源货币汇率)。
      </p>
      <p>
        结果按目标货币的最小单位四舍五入：日元和韩元没有小数，其他法币保留两位，加密货币最多保留八位（比特币的最小单位“聪”是 0.00000001
        BTC）。金额最多接受 15 位数字，因为更长的数字超出了 JavaScript 浮点数能精确表示的范围。
      </p>
    </SimplePage>
  );
}
