import React, {useState} from 'react';
import Link from '@docusaurus/Link';
import SimplePage from '@site/src/components/SimplePage';
import WorldMap from '@theme/WorldMap';
import LocateDemo from '@theme/WorldMap/LocateDemo';
import type {LocatedPoint} from '@theme/WorldMap/locate';

export default function MapComponentPage(): React.ReactNode {
  const [located, setLocated] = useState<LocatedPoint | null>(null);
  return (
    <SimplePage
      title="地图"
      description="与地理位置有关的精选 API：IP 定位、正向和反向地理编码、按坐标查询天气，以及一张可以缩放的世界地图。"
      lead="很多公共 API 的输入或输出是一个地点：一个 IP 地址对应的城市，一段地址对应的经纬度，或者某个坐标上空的天气。">
      <h2>世界地图</h2>
      <p>
        地图上标出了精选 API 提供方的所在地，以及各接口示例响应里出现过的坐标。点击标记会打开对应 API 的文档；把鼠标移到国家上，或者用键盘聚焦，上方会显示它的名称。
      </p>
      <WorldMap located={located} />

      <h2>定位演示：把地址变成地图上的点</h2>
      <p>
        这个演示调用 <Link to="/fo/8">positionstack</Link> 的正向地理编码接口
        <code>/v1/forward</code>，把你输入的地址换成经纬度，再在上面的地图上画一个十字标记。请求直接从你的浏览器发出，访问密钥用你自己的：它只保存在这个浏览器的 localStorage 里，点“忘记密钥”即可删除。
      </p>
      <div className="alert alert--warning margin-bottom--md">
        positionstack 的免费套餐只支持 HTTP，访问密钥会以明文出现在请求地址里。本站通过 HTTPS 打开时，浏览器会把 HTTP
        请求当作混合内容拦截，这时只能勾选 HTTPS（需要付费套餐）。不填密钥或请求失败时，显示的是标明为“示例坐标”的固定数据。
      </div>
      <LocateDemo onLocate={setLocated} />

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
      <p>
        世界地图本身也是一次坐标转换：国界数据是经纬度，屏幕上是像素。本页用的 Natural Earth 投影既不保持面积也不保持角度，是两者之间的折中：靠近两极的形状和面积仍有变形，但比常见的墨卡托投影小得多，适合展示整个世界。
      </p>
    </SimplePage>
  );
}
