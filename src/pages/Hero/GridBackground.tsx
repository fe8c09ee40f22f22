import React from 'react';
import HeroPartPage from '@site/src/components/Hero/HeroPartPage';
import GridBackground from '@site/src/components/Hero/GridBackground';

export default function HeroGridBackgroundPage(): React.ReactNode {
  return (
    <HeroPartPage title="GridBackground 网格背景" description="首页标题后面的浅色方格，边缘用径向渐变淡出，只起装饰作用，对读屏软件隐藏。">
      <GridBackground />
    </HeroPartPage>
  );
}
