import React from 'react';
import HeroPartPage from '@site/src/components/Hero/HeroPartPage';
import Hero from '@site/src/components/Hero';

export default function HeroHeroPage(): React.ReactNode {
  return (
    <HeroPartPage title="Hero 首屏" description="首页首屏的完整组合：标志、标题、行动按钮、设备插画，以及网格和透视地面两层背景。">
      <Hero headingLevel="h2" />
    </HeroPartPage>
  );
}
