import React from 'react';
import HeroPartPage from '@site/src/components/Hero/HeroPartPage';
import FloorBackground from '@site/src/components/Hero/FloorBackground';

export default function HeroFloorBackgroundPage(): React.ReactNode {
  return (
    <HeroPartPage title="FloorBackground 透视地面" description="首页底部的透视线条，营造向远处延伸的空间感，用 SVG 线条绘制，不需要额外图片请求。">
      <FloorBackground />
    </HeroPartPage>
  );
}
