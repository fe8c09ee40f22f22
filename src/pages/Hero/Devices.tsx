import React from 'react';
import HeroPartPage from '@site/src/components/Hero/HeroPartPage';
import Devices from '@site/src/components/Hero/Devices';

export default function HeroDevicesPage(): React.ReactNode {
  return (
    <HeroPartPage title="Devices 设备插画" description="笔记本电脑和手机同时显示一段汇率接口的响应，完全由 CSS 绘制。">
      <Devices />
    </HeroPartPage>
  );
}
