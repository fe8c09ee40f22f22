import React from 'react';
import HeroPartPage from '@site/src/components/Hero/HeroPartPage';
import HeroLogo from '@site/src/components/Hero/Logo';

export default function HeroLogoPage(): React.ReactNode {
  return (
    <HeroPartPage title="Logo 标志" description="站点标志，按主题色绘制的花括号和连接节点，象征把不同的 API 连在一起。">
      <HeroLogo />
    </HeroPartPage>
  );
}
