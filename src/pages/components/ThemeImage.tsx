import React from 'react';
import SimplePage from '@site/src/components/SimplePage';
import ThemeImage from '@site/src/components/ThemeImage';

export default function ThemeImageDemo(): React.ReactNode {
  return (
    <SimplePage
      title="ThemeImage 组件"
      description="ThemeImage 组件演示：浅色和深色模式各用一张图片。"
      lead="ThemeImage 为浅色和深色模式各准备一张图，切换右上角的主题开关，下面的示意图会随之替换。">
      <ThemeImage light="/img/theme-card-light.svg" dark="/img/theme-card-dark.svg" alt="随主题切换的站点示意图" width={480} height={200} />
      <p>
        服务端渲染时还不知道访客选了哪种模式，所以两张图都会输出，由样式隐藏不匹配的那张；页面加载后只保留当前模式的图片。给图片写明宽高，可以避免替换时页面跳动。
      </p>
    </SimplePage>
  );
}
