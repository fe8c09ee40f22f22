import React from 'react';
import Link from '@docusaurus/Link';
import SimplePage from '@site/src/components/SimplePage';

export default function MapComponentPage(): React.ReactNode {
  return (
    <SimplePage
      title="地图"
      description="与地理位置有关的精选 API：IP 定位、正向和反向地理编码、按坐标查询天气。"
      lead="很多公共 API 的输入或输出是一个地点：一个 IP 地址对应的城市，一段地址对应的经纬度，或者某个坐标上空的天气。">
      <h2>三类地理接口</h2>
      <ul>
        <li>
          <Link to="/fo/0">ipstack</Link>：把 IP 地址解析为国家、地区、城市和大致坐标，精度通常只到城市一级。
        </li>
        <li>
          <Link to="/fo/8">positionstack</Link>：地址和坐标之间的正向、反向地理编码。
        </li>
        <li>
          <Link to="/fo/9">weatherstack</Link>：按城市名或经纬度查询当前天气。
        </li>
      </ul>
      <h2>坐标的常见坑</h2>
      <p>
        不同接口对经纬度的顺序并不统一：有的写成“纬度,经度”，GeoJSON 则规定先经度后纬度。把一个接口的输出喂给另一个接口之前，先确认顺序，否则点会落在地球的另一边。
      </p>
    </SimplePage>
  );
}
