// @ts-check
/**
 * The generated corpus of the search scale bench (scripts/bench/search-scale.mjs): Chinese
 * documentation pages shaped like the site's own, seeded, so the same N gives the same pages, and
 * their records through the real extractor (HTML → records), so chunking, anchors and record types
 * are what the build would produce.
 */
import {extractRecords} from '../../plugins/search-index/node/extract';
import {SEARCH_INDEX_SCOPE} from '../../config/search';

/** @typedef {import('../../plugins/search-index/shared/types').DocSearchRecord} DocSearchRecord */

/**
 * The site's 3,000 most frequent Chinese words (Intl.Segmenter 'zh' over the records of the
 * 333-page build, November 2026), most frequent first. Frozen here so the generated corpus does not
 * change when the site's text does. Drawn with Zipf weights by rank, which is how word frequencies
 * in the site (and in Chinese prose generally) fall off.
 */
const HAN_WORDS = `
的 是 和 与 在 用 时 数据 接口 请求 服务 一个 个 会 器 钥 密 支持 页 把 认证 调 端 里 中 或
查询 提供 可以 不 未知 无 按 上 为 需 返回 后 了 需要 使用 它 并 文件 代码 参数 响应 浏览 由 被
地址 直接 示例 这 有 只 件 等 错误 段 时间 对 结果 客户 字 存 接 用户 要 类型 取 配置 就 两 面
每 链 缓 到 头 没有 内容 处理 方 以 重 列表 库 给 测试 再 版本 从 写 值 出 网 信息 目录 方式
运行 本 一 分类 如果 问题 分 你 档 读 生成 选择 一次 验 如何 状态 能 都 自己 码 通过 校 下 做 路
可 可能 检查 域 默认 让 前 插 成 中的 源 带 例如 名 先 文 但 线 访问 是否 额 种 流 类 获取
交易所 点 试 单 跨 环境 也 传 平台 记录 组 说明 多 这个 货币 不同 同 还 数 化 失败 自动 公共 入
函数 项目 解析 编码 令牌 加 度 条目 图片 图 免费 下面 输入 路径 官方 实 方法 号 的是 字符 最 所有
汇率 开发 执行 网络 限制 格式 式 常见 更 而不是 某 者 见 依赖 关 内 以及 键 启动 基于 限 搜索 而
安装 发布 体 保存 工具 模式 统一 适合 完整 结构 条 订阅 对象 不要 标 允许 国家 多个 确认 脚本 要求
它们 注意 览 必须 表 发 过程 配 什么 发送 查 不会 通常 这些 错 串 验证 同时 开放 设置 真实 你的 否
日期 指南 批量 统计 预 才 代理 应用 来源 交易 部署 或者 提交 本地 大 实战 美国 核对 文本 显示 更新
前端 安全 新 载 这类 任何 实例 位置 订单 选 出现 规则 计算 来 上游 几 三 中文 之后 回 历史 已 连接
区 级 站 自 等待 价格 名称 日志 开 市场 已经 检索 行 之间 转换 定义 转 展示 授权 费 超 工作 共享
天气 则 包 各 所以 之前 全部 用于 升级 管理 资源 其他 块 商 当前 第三 表示 本身 及 相关 只有 换算
控制 下载 变化 网页 对应 操作 目标 创建 网站 请 人 决定 判断 性 部分 上下文 条件 覆盖 写法 地 很多
第 情况 系统 输出 语言 就是 放在 识别 它的 成交 最后 修改 基础 层 实现 标签 逐 比 签名 进程 选项
公开 套餐 小 明确 编号 同样 因为 城市 证书 事件 该 删除 包含 我们 这样 于 去 报 模拟 着 词 作为
存储 完全 任务 节点 功能 即可 政府 还是 不能 中间 做法 合并 建议 匹配 数字 空 加密 过 分析 原始 口
币 行为 拿到 栏 根据 节 抓取 集成 排 账户 阅读 实际 无法 概 业务 价 建 简单 这里 只能 量 长 随机
得到 维护 行情 一段 关闭 几个 应 同步 声明 渲染 社区 重复 看到 顺序 地理 日 一条 关键 变量 商业 家
指定 二 动 填 控 改 都会 变更 注 范围 否则 完成 容易 保留 定位 录 本站 重新 不需要 来自 避免 必 构
每次 优先 发现 平面 计 项 交给 换 旧 次 陷阱 只是 版 个人 经过 一份 含义 存在 实体 开启 开始 接受
权限 游戏 置 设备 位 注册 面向 一致 一种 同一 短 策略 原因 收 更多 导出 机 非 提示 数量 监 网址
阶段 命令 很 拒绝 新闻 真正 异常 变成 哪些 场景 普通 视频 语 也可以 全球 应当 清单 相同 总 比较 一类
属于 截 身份 轮 集 卡 触发 迁移 适 义 像 免 端的 聚合 产品 坐标 常用 拼 整理 模 逻辑 不是 事项 局
流程 登录 秒 细节 凭据 分别 列出 看 离 编 资料 上限 单位 子 收到 标记 并不 推荐 标准 正确 清楚 生产
设计 过滤 刷新 地区 形式 影响 描述 击 异步 整个 序列 抛 显 走 主 具体 包括 用途 健康 元 因此 失效
成功 机器 框 进 其中 定 未 界面 上线 取消 标识 检 端点 车 内部 分钟 发出 放进 权 条款 频率 结束 询
交通 公司 单独 地图 大量 文章 联 负责 不存在 付 对于 时刻 独立 继续 速率 准 分组 号码 哪 四 排序
核心 邮件 邮箱 侧边 程序 缀 准备 参考 带有 试用 转发 过期 还有 测 规范 偏移 固定 许可 银行 名字 好
密码 往往 步骤 毫秒 沙 记住 设 账 元素 当作 文字 评 小时 打开 替换 模型 理解 软件 遇到 配合 馆 任意
内存 切换 可用 哪里 多数 快速 托管 仓库 区分 即 恢复 所在 检测 调整 一样 并发 应该 拦截 超过 进行
一遍 持续 推送 改用 故障 有效 全 另 当 断言 演示 跳 写成 商品 在此 推断 最小 组合 两者 作品 只读
容器 差异 引用 指向 标题 汇 续 保持 加上 协议 却 只在 幂 流量 起来 门户 书 余 戳 模板 第二 而是 赛
这种 临时 事 团队 拆 机构 追踪 不再 动手 放 查看 次数 消息 率 精选 组织 职位 联邦 一步 例 保护 外
开头 意味 改写 电子 筛选 箱 精度 能力 补 都是 云 几乎 复 如 技术 接收 社交 程 稳定 编写 长期 发生
向 复制 套 挂 最新 活动 英国 音乐 严格 假日 可在 归 一张 为了 企业 即使 启用 断 月 正常 混合 目
等于 读者 超出 较 一套 哪个 回答 大小 属性 手 指标 映射 最多 比如 比赛 用到 窗口 符 维 预报 一层
值得 出来 填写 对方 教程 正式 法 申请 知识 第一 通知 都要 上面 且 停止 写进 原样 处 学习 实践 找 整
暴露 翻译 而且 负载 也是 全局 告诉 型 得 方案 根 署名 耗 计数 主要 仍然 保证 又 各自 生效 监听 知道
连 都有 随 高 介绍 其 嵌 嵌入 延迟 查找 税 立即 英文 营养 谁 进入 重要 静态 主动 主机 关于 图表
均衡 想 最终 概况 每日 涉及 电 装 角色 词典 额外 专门 也能 人工 共 分享 坑 导航 小结 快 忽略 敏感
缺失 语录 跑 兼容 哈 地方 媒体 希 方便 无效 牌 用法 约定 航 评估 边界 通用 金额 先用 唯一 将 帮助
引擎 怎么 新的 格式化 气象 漫画 算 股票 运营 风格 原生 外部 新增 没 误 金融 仅 作者 切 名单 导致
提取 摘要 考虑 逗号 也不 代表 公 多少 懂 正文 流水 班 第一次 编辑 语法 速 采用 为什么 以下 修复 关系
各类 导入 展开 巴西 年 找到 日历 明 框架 欧洲 邮 风险 一点 不必 假 受 后者 后面 基本 封 拉 指数
携带 然后 盘 维基 缺少 都能 专利 代替 传给 前面 变 各种 定期 往 才能 法律 注明 滚 私有 营 解决 退避
那 先把 写在 命名 数值 旧版 正向 游 满足 翻 表达 间隔 作用 入口 关联 准确 去掉 图书 形状 循环 报告
整体 构造 译 质量 非常 一些 不少 产生 剧 匿名 博物 参与 只要 告警 在于 地点 对话 并且 恶意 报价
控制台 既 类别 距离 过的 运 适用 都可以 销 面上 不可 五 仍 例子 列 原型 提醒 概念 步 永远 特 纯
经纬 讲 附带 份 传输 分隔 只需要 合 后台 品 复现 差别 很大 方向 最好 正是 每天 簿 镜 一句 一旦 也有
体育 区块 医疗 可靠 多种 对比 怎样 手写 打印 扫描 是在 智能 深度 起 鉴 一天 一起 不到 世界 你在 博
反 完 张 无论 案例 每一 注入 添加 移动 解码 集中 领域 一批 会话 到达 勾 合约 名为 天 情感 慢 招聘
最近 积分 稍 精确 评论 资产 越 退出 下线 什么时候 再把 制 命中 央行 样本 正则 每秒 版权 特有的 电话
症状 确实 背景 表情 观察 这次 隐 零 低 公报 动物 发起 另外 周期 对照 快照 括号 改变 盒 省 确定 自然
详 进制 频 下来 主题 传递 前后 动态 反向 对外 希望 常常 根本 此时 汇集 泄露 消耗 算法 通 限定 上手
之一 便于 信号 减少 分成 分支 只需 国际 基准 娱乐 尔 德国 成本 据此 漏洞 漫 空格 终止 联系 贡献 都在
酒 集合 一定 原则 可能是 同名 复杂 客 尽量 已有 按照 支付 效果 格 清理 渠道 白 线上 绕 背后 薪 表格
要注意 详情 这时 遵守 频繁 不对 中心 之 任 内的 写错 发信 取决 各个 大多 字体 尤其 意义 扩展 拿 探测
改成 无关 明显 机制 某些 款 甚至 用量 科学 稳妥 笑话 编译 缩短 规 轮换 运动 问答 题 首 别人 合法 场
增删 彩 待 思路 手册 扣 效率 有效期 期间 样 照 索引 至少 艺术 需求 一行 也要 习惯 价值 估算 其余
写作 冷 印度 启 大部分 封面 当成 手续 提前 收集 最大 欧盟 每月 滚动 留意 登记 空间 要么 许多 连续
逆向 长度 集群 一项 两次 也不会 依据 依次 候选 动作 区别 区间 各家 名和 增值 好的 审核 性的 打包 挑选
政策 断开 方面 有些 架构 正在 用完 直到 自行 车辆 边 进化 针对 附上 关注 原文 向量 品牌 屏 影视
找不到 换取 攻击 照片 特定 符合 约 组成 能否 观测 证件 详细 运输 顶 不在 优 修正 典型 分发 历 反馈
多久 富 形如 总是 放行 更高 海报 相对 研究 终端 经典 结论 补充 讨论 谱 运算 除了 交互 代价 健身 共用
初始 办法 压缩 备用 完成后 带来 当地 必要 搭建 期 本来 榜 电影 素材 自省 购物 踩 还原 远程 速度 面板
下表 专注 中断 之类 乱码 以上 体检 写的 凭证 划 别 到了 协作 卖 卡片 及时 反复 夹 少数 店 成了 所
手机 掉 数学 特殊 现在 移除 立刻 经常 请先 财 足够 轻 追加 采集 附加 预测 领养 一般 不一致 东西 中国
中有 事实 互 入门 出了 分配 前者 包装 十 单车 占用 卫星 原 另有 合适 因 圈 地名 如下 始终 少 尝试
尺寸 尽 撤 整数 斜 本文 杠 样式 此外 混用 狗 留 程度 空气 篇 类似 绑 美元 要点 要用 赔 问 随时
预期 一律 一直 不够 五分钟 付款 以后 位于 借助 前提 加入 各国 增量 它是 小数 帖子 建立 引入 截断 挂到
按需 播出 新冠 更好 有限 机场 片段 留在 目的 禁止 系列 素 西班牙 读写 都不 防 防止 难 频道 鼠 一家
不用 专题 个性 关心 分工 区域 反过来 只用 大致 定向 宽 就绪 差 帮 年份 手工 打 报表 按钮 摄影 暂时
查不到 比分 沿用 物流 现代 相似 笔 符号 约束 级别 缓冲 若干 解释 计划 证 资金 那个 阈 隐私 隔离
一部分 丢失 假设 分布 各不相同 天然 层面 州 底层 很少 很快 徽章 悄悄 抖动 新建 末尾 查阅 深入 演出 热
环节 由于 相 禁 绝 航空 菜 账单 首页 齐 一篇 交叉 传统 做了 做的 先读 公告 具 冲突 利用 别把 及其
可见 够 广告 弃 恰好 成分 成员 撤销 核实 爬虫 看起来 能不能 脸 藏 规定 记 过时 逐一 遍 附近 隐藏 音
不被 乘 今天 伪造 体积 出行 剩余 加拿大 协商 原理 反映 发票 句柄 各有 地理位置 增加 字母 布 底 情
情报 成为 所在地 技巧 捷克 播放 收藏 时候 最高 歌词 注释 熔 物种 电台 番 省事 缺陷 美食 自建 表现
规划 视 话 趣味 道 遵循 难以 页码 不上 不知道 之外 也没有 以太 倒 健壮 先看 克 共同 关到 务必 包裹
半 单元 厂 另一 同源 吗 含 国内 图像 在一起 学术 小型 就要 序 开关 性能 挑 提问 搭 早 有三 有时
来说 歌 死 比例 汽车 法规 清 百科 直传 私 管道 纽约 经 自身 评审 造成 部 靠 食品 鸟 了解 以外 低于
信誉 分开 办 动画 占 去除 取舍 名言 应答 情形 所属 扮演 按键 挪威 捕获 接近 插入 时效 替代 替身 最低
有人 期望 正好 每家 比对 浪费 片 特别 现货 用例 画 练习 结合 缩 美 艺人 获得 虽然 观 规模 规矩 解读
达 逐条 递 障 韦 饮 一切 三步 不变 不走 供 依然 几点 几秒 分数 判 医生 即时 叫 合理 哪一 回应 复核
夏令 多次 形态 往往是 户 扫 投 拿不到 挂单 指 指令 搭配 改名 放心 晋 期限 未能 桶 横 波动 消失 涨
漏掉 照常 疫 确保 空闲 竞赛 第二个 简介 管 管理局 线索 节奏 花 论文 辅助 退回 都没有 释义 门 队列
三条 不足 也就是 于是 仍在 代 信任 停 冒烟 决策 几次 几百 分词 取回 只做 合同 员 国 坊 增长 头部
好处 小组 很有 懒 所需 手段 扑 打分 找出 折叠 拓 持久 控制器 搜 本栏 本次 栈 池 法国 父 目前 相互
税率 筛 签发 系 纬度 细 经度 网上 聊天 说 边缘 退 钩子 一轮 万 不限 不雅 丢弃 人物 今日 众 伦理 侧
偏差 做成 全文 公众 六 冒号 到底 北京 双向 口径 周末 商店 围绕 基 外汇 存放 学 官 尚未 已知 市价 常
拥有 排放 排队 推 故意 斯 替 最长 极 标明 氏 浓度 涵 滥用 点数 环 现 球 生命 生态 监测 盖 省略 真
短暂 科研 突然 第四 简洁 米 结算 联想 航天 虚拟 访客 重建 重点 门槛 一下 七 三层 不做 不受 不如 临床
互相 人人 人员 人的 但在 再试 分段 判定 别的 古 可用性 回车 均 坎 堡 备份 天文 威胁 少量 常被 异 弄
录音 忘了 意外 批 承运 排在 措施 收件 收盘 收费 无限 星 更换 权威 核 歌曲 汉字 激活 看板 看看 真的
短信 碳 票 离开 种子 章节 等到 终 舍 节省 若 荷兰 视角 认识 词条 请在 路线 进度 远 量的 钓鱼 锁
锁定 降低 除 食物 首次 不了 不过 与其 为此 交 仓 以便 任何人 会不会 体验 供应 兑换 再按 再次 划分 刚
删掉 单词 危险 友好 取自 变得 可达 台词 各地 后果 回到 场地 处于 备 大于 太 契约 字典 存放在 存档
实用 实验 尤其是 就用 巡 市 并非 广 库存 应对 很简单 感知 才是 承诺 拼写 提到 握手 收款 数百 日常
术语 某一 树 概率 欧元 泄漏 波兰 深 清晰 清洗 漏 百分 相应 相当 示意 空白 算出 纳入 经验 自由 药品
落在 行政 被动 视为 视觉 误差 资 轨迹 过去 通道 那样 那里 降级 限价 除非 顺手 题目 风 一半 一百 上报
不该 中止 中途 买 买卖 事后 估 体现 作 使用者 例外 做好 偶尔 兜 公有 出去 则会 到期 副本 北美 单一
原来 取得 口上 只写 只想 台 同样是 商标 回复 境 宝 审查 左右 布局 年龄 强 归属 往返 心跳 性别 想要
成交量 我 手里 排名 接着 收紧 时机 时钟 是不是 普遍 板 档案 梦 欢迎 止 每隔 清除 滑 照样 物理 特性
球员 生物 看似 破坏 答案 粒度 经济 结尾 缺点 置信 群 腾 航空公司 训练 设定 负面 资讯 赛车 趋势 足球
跟踪 这篇文章 进去 违反 逐步 那些 邮政 顺 驱动 高度 高效 一串 一块 一首歌 上层 下标 下次 不透明 专
专用 严重 久 也就 事务 二十 他人 其实 冷却 凭 出口 出示 分流 分级 别名 占位 反应 发行 发音 句子 只看
合作 同意 复权 大学 安排 就把 就有 干净 平均 年薪 废弃 忘记 掌握 排列 排版 排除 提 放到 放弃 文献
新旧 新版 明明 易 最常 有关 未经 本质 构成 标志 此 水 泰 消费 混淆 澳大利亚 玩家 现场 电视 简写 精简
编造 老 能源 自家 色 行业 解决办法 记账 讲解 语音 跌幅 遗漏 那么 里面 销售 预先 高于 下一步 不含 不宜
专业 专辑 两条路 个别 主体 之上 仍然是 以免 会变 何时 依靠 侧重 俄罗斯 修订 倾向 光 公布 公里 内层 册
再去 几天 分为 刻意 务 即将 原本 发射 受信 召回 可信 可读 吃 吊销 向后 含有 周 多半 就不 就在 崩溃
应当在 开销 很高 抹掉 拖 持 指出 换用 接到 提出 收益 政治 新加坡 既能 早期 明天 暂停 未来 桌面 正
段落 浮 海洋 混 漂移 热门 物 现有 球队 监听器 相差 粉丝 粗 紧 线路 绝不 综合 职业 联盟 股 虚构 裁剪
识 调查 谨慎 起作用 起点 达到 追 送 透明 都很 配色 采购 面会 飞机 一刻 一把 一节 三十 不仅 之下 乱
了一 人民 以为 优点 你要 信 做到 关掉 冒犯 出版社 分辨 到站 制裁 制造 千 卡住 卫生 厂商 受到 受限
只把 同类 名录 后半部 后来 向上 听 品种 啤酒 因素 在读 地震 垂直 墙 外层 外面 失去 姓名 宗教 审 审计
容 容量 尊重 就得 尾 屏蔽 峰 平 强制 很小 很慢 态 性质 总部 情绪 截获 所用 承担 投诉 抽取 拦 拿来
推测 推理 数位 旅行 既有 日内 早已 曲 月薪 本章 材料 架 某天 求职 演练 特点 现成 留存 监管 相近 眉
研 磁盘 礼仪 礼貌 窄 等级 简短 经由 而不 职责 药 落 要写 解 认 证券 诊断 词汇 诗歌 话题 财务 跨越
轨道 轻松 较大 选定 选用 通信 都应该 释放 键盘 防线 随意 面对 魔 一件事 一对 一是 一眼 不一定 不健康
不只是 不良 中美 互不 五十 产物 人口 仿冒 休 众多 传出去 传感器 体系 你会 你是 保险 再看 减小 几年
出于 分散 分清 切成 包里 区号 十六 十分钟 十次 协调 压力 双 发放 取代 取出 变动 口令 可疑 同义 同事
同理 商用 回来 场合 多余 多半是 奖 好一 好几 如果有 如此 定制 宠物 宽容 对待 寻找 将来 工程 师 常驻
广播 引 弹出 当天 当时 彻底 性格 总数 想象 成熟 我的 截取 房间 批次 投资 抠 拼音 指纹 按下 挡住 接管
接触 推广 推算 推进 提高 改版 改进 教学 日程 时报 明文 最快 最早 最有 有用 服 杂 模糊 永久 满 爬
物品 特征 瑞典 电脑 的话 直观 相反 相等 看不到 看出 短时间 硬 突发 签 简称 经文 绝对 缩小 聚焦 肺炎
能够 至 节序 节目 英语 警告 计量 记录下来 记得 证明 诊 误以为 误导 课程 费用 跟着 跳到 转账 进一步
进来 连同 迭代 逐字 通缉 金 钱包 间 阻塞 阻止 随后 障碍 难点 零点 顺便 颜色 高级 黑 一位 一千 一路
一道 一部 三次 三项 上述 下方 下游 不出 不符 不通 两百 中性 为止 也在 二元 五步 亚 交换 以内 传播
作废 你想 信用卡 借 偏好 做出 储 先讲 全量 其实是 再做 凌晨 几十个 出发 出版 切片 到处 制作 剩下
副作用 包围 十三 卸 参阅 叠 古兰经 各州 命中率 和文 哈利 因子 圣经 坏 堆栈 大型 大多是 大幅 大约 大陆
太多 头条 威 字幕 存入 季 宁可 宏观 宿 尖 就应该 局限 屏幕 岗位 工人 巴黎 干脆 并行 底部 店铺 往上
很低 得很 德 必需 成立 披露 招标 拼成 损失 授予 排行榜 支撑 收入 改了 放大 放置 新鲜 显著 更大 更能
样子 格外 案 梳理 棋 正面 每年 法院 波特 状况 猜 猫 理由 瑞士 相邻 硬性 确 移到 竞争 第二次 简化
篡改 绘制 脏话 脚 脱 自有 良好 节日 街道 补丁 观看 认为 设施 试验 误用 误解 谁能 起步 越来越 跨度
过于 迟迟 追溯 通讯 那一 邮寄 配方 铁路 附 隐蔽 雷达 静默 韩国 预算 食材 香港 驼 一一 一周 一年 一文
一根 一致性 万智 上了 上有 上架 下降 不准 不大 不明 不行 专卖 业余 中标 丹麦 举 书写 事情 二次
二氧化碳 从而 件名 伏
`.trim().split(/\s+/);

/** English words of the site's prose (its most frequent), and parts of camelCase identifiers. */
const LATIN_WORDS = `
api com https string json true page fetch server data for limit query url host false integer null
type input next application exchange symbol root less since npm boolean conf http public new
transformer await status date key symbols info text app ctx context headers deck code react path
example name test response file res cost client headless language search amount auth user undefined
orders node timeout has request signal base error docs list number offset dev all rate convert price
get gateway urls err latest stars router sync cache sandbox adapters requests body source chrome
message log config index import create options title many meta form cors package open from demo
output currencies order errors shell evaluate sentiment localhost schema txt params any local live
lib timeframe validate sort webhook strict close dialog community port npx access value src tsx
country market parse accept paths limiting plugins cookies fill location cause version watch run bin
items env category yml fields render robots selector the select browser mjs req diff locator format
routes production crypto weather limits link hash protocol max age use cluster curl docker
migrations tracked goto prompt multipart city units unknown tags credentials mobile auto change png
publish success timeseries size username timestamp precision until finally add reload off procedure
props contains include install service result pages description start channel historical quotes
store database target email news countries rest token remaining endpoint secret cursor try private
post side filled fee failed abort jwt monorepo mutation subscription middleware click urlencoded
none bookmarks module allow label doc examples policy
`.trim().split(/\s+/);

/** Generated pages per docs category (one breadcrumb category, as in the site's sidebars). */
const PAGES_PER_CATEGORY = 20;

/**
 * Knobs of the generator, calibrated against the 333-page build (see calibrate() below): about 12
 * records and 1,400 Han characters a page, about 110 Latin words a page, and the number of
 * distinct Han bigrams growing with the corpus as the site's own text does (Heaps' law, exponent
 * about 0.7).
 */
const SHAPE = {
  zipf: 1.0,
  /** Share of a page's words drawn from its own topic words (a page repeats its subject). */
  topicShare: 0.22,
  topicWords: 12,
  latinShare: 0.14,
  /** Share of Latin words that are camelCase identifiers (fetchOrderBook), mostly new ones. */
  identifierShare: 0.12,
  sections: [4, 7],
  subsectionChance: 0.35,
  paragraphs: [1, 3],
  sentences: [2, 5],
  words: [6, 18],
};

/**
 * Seeded PRNG (mulberry32): fast, and the same sequence in every Node version.
 * @param {number} seed
 * @returns {() => number} uniform in [0, 1)
 */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @param {number} size
 * @param {number} exponent
 * @returns {Float64Array} cumulative weights of ranks 0..size-1
 */
function zipfTable(size, exponent) {
  const cumulative = new Float64Array(size);
  let sum = 0;
  for (let rank = 0; rank < size; rank += 1) {
    sum += 1 / (rank + 1) ** exponent;
    cumulative[rank] = sum;
  }
  return cumulative;
}

/**
 * @param {Float64Array} cumulative
 * @param {number} u uniform in [0, 1)
 */
function drawRank(cumulative, u) {
  const target = u * cumulative[cumulative.length - 1];
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] <= target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The writer of one corpus: a PRNG and the word tables.
 * @param {number} seed
 */
function writer(seed) {
  const random = mulberry32(seed);
  const hanTable = zipfTable(HAN_WORDS.length, SHAPE.zipf);
  const latinTable = zipfTable(LATIN_WORDS.length, SHAPE.zipf);
  /** @param {number} lo @param {number} hi */
  const int = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
  /** @template T @param {readonly T[]} list @returns {T} */
  const pick = (list) => list[Math.floor(random() * list.length)];
  const han = () => HAN_WORDS[drawRank(hanTable, random())];
  const latinWord = () => LATIN_WORDS[drawRank(latinTable, random())];
  const identifier = () => {
    const parts = Array.from({length: int(2, 3)}, latinWord);
    return parts.map((part, i) => (i === 0 ? part : part[0].toUpperCase() + part.slice(1))).join('');
  };
  /** A topic word: mid-frequency words, the ones a page is about. */
  const topic = () => HAN_WORDS[int(60, HAN_WORDS.length - 1)] + (random() < 0.5 ? HAN_WORDS[int(20, 800)] : '');
  return {random, int, pick, han, latinWord, identifier, topic};
}

/** @typedef {ReturnType<typeof writer>} Writer */

/**
 * One sentence of prose: Han words with the page's topic words among them, a few English words
 * and identifiers set off by spaces (as the site writes them), commas between clauses.
 * @param {Writer} w
 * @param {readonly string[]} topics
 * @param {readonly string[]} latinTopics
 */
function sentence(w, topics, latinTopics) {
  const count = w.int(SHAPE.words[0], SHAPE.words[1]);
  let out = '';
  let clause = w.int(3, 8);
  for (let i = 0; i < count; i += 1) {
    if (i > 0 && i % clause === 0) {
      out = `${out.trimEnd()}，`;
      clause = w.int(3, 8);
    }
    const u = w.random();
    if (u < SHAPE.latinShare) {
      const v = w.random();
      const word = v < SHAPE.identifierShare ? `<code>${w.identifier()}</code>` : v < 0.55 ? w.pick(latinTopics) : w.latinWord();
      out += `${/[\s，]$|^$/.test(out) ? '' : ' '}${word} `;
    } else {
      out += u < SHAPE.latinShare + SHAPE.topicShare ? w.pick(topics) : w.han();
    }
  }
  return `${out.trim()}${w.pick(['。', '。', '。', '。', '：', '；', '？'])}`;
}

/**
 * @param {Writer} w
 * @param {readonly string[]} topics
 * @param {readonly string[]} latinTopics
 */
function paragraph(w, topics, latinTopics) {
  return Array.from({length: w.int(SHAPE.sentences[0], SHAPE.sentences[1])}, () => sentence(w, topics, latinTopics)).join('');
}

/**
 * @param {Writer} w
 * @param {readonly string[]} topics
 * @param {readonly string[]} latinTopics
 */
function heading(w, topics, latinTopics) {
  const words = [w.pick(topics), ...Array.from({length: w.int(1, 2)}, () => w.han())];
  if (w.random() < 0.2) words.splice(w.int(0, words.length), 0, ` ${w.pick(latinTopics)} `);
  return words.join('').trim();
}

/**
 * Docusaurus' heading ids: lower case, spaces to hyphens, punctuation dropped.
 * @param {string} text
 */
function slugOf(text) {
  return text.toLowerCase().replace(/\s+/g, '-').replace(/[^\p{L}\p{N}_-]/gu, '');
}

/**
 * @param {Writer} w
 * @param {readonly string[]} latinTopics
 */
function codeBlock(w, latinTopics) {
  const lines = Array.from({length: w.int(3, 10)}, () => `const ${w.identifier()} = await ${w.pick(latinTopics)}.${w.identifier()}('${w.latinWord()}');`);
  return `<div class="language-js codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockContent_QJqH><pre tabindex=0 class="prism-code language-js codeBlock_bY9V"><code class=codeBlockLines_e6Vv>${lines
    .map((line) => `<span class=token-line>${line}</span>`)
    .join('<br>')}</code></pre></div></div>`;
}

/**
 * @typedef {object} GeneratedPage
 * @property {string} route
 * @property {string} html
 */

/**
 * The docs sections of the real records (tag → route base), each weighted by its record count, so
 * the generated pages spread over the sections as the site's do.
 * @param {readonly DocSearchRecord[]} records
 */
function docsSections(records) {
  /** @type {Map<string, {base: string, weight: number}>} */
  const sections = new Map();
  for (const record of records) {
    if (!record.docusaurus_tag.startsWith('docs-')) continue;
    const section = sections.get(record.docusaurus_tag);
    if (section) section.weight += 1;
    else sections.set(record.docusaurus_tag, {base: new URL(record.url_without_anchor).pathname.split('/')[1] ?? 'docs', weight: 1});
  }
  if (sections.size === 0) sections.set('docs-default-current', {base: 'docs', weight: 1});
  return [...sections].sort(([a], [b]) => (a < b ? -1 : 1)).map(([tag, section]) => ({tag, ...section}));
}

/**
 * The HTML of `count` generated docs pages, as Docusaurus 3.10 writes them: breadcrumbs, an h1 and
 * intro, sections and subsections with ids, a list, a code block (which the extractor skips).
 * @param {readonly DocSearchRecord[]} realRecords the site's records: the docs sections to spread over
 * @param {number} count
 * @param {{seed?: number}} [options]
 * @returns {GeneratedPage[]}
 */
export function generatePages(realRecords, count, {seed = 25} = {}) {
  const w = writer(seed);
  const sections = docsSections(realRecords);
  const totalWeight = sections.reduce((sum, s) => sum + s.weight, 0);
  const taken = new Set(realRecords.map((record) => new URL(record.url_without_anchor).pathname));
  /** @type {GeneratedPage[]} */
  const pages = [];
  /** @type {{name: string, section: typeof sections[number], id: number}} */
  let category = {name: '', section: sections[0], id: -1};
  for (let i = 0; i < count; i += 1) {
    if (i % PAGES_PER_CATEGORY === 0) {
      let u = w.random() * totalWeight;
      const section = sections.find((s) => (u -= s.weight) < 0) ?? sections[sections.length - 1];
      category = {name: `${w.topic()}${w.han()}`, section, id: i / PAGES_PER_CATEGORY};
    }
    let route = `/${category.section.base}/scale-${category.id}/page-${i}`;
    while (taken.has(route)) route += '-x';
    taken.add(route);
    const topics = Array.from({length: SHAPE.topicWords}, () => w.topic());
    const latinTopics = Array.from({length: 4}, () => (w.random() < 0.5 ? w.identifier() : w.latinWord()));
    const title = `${topics[0]}${w.random() < 0.4 ? ` ${latinTopics[0]} ` : ''}${w.han()}${topics[1]}`.trim();
    const ids = new Set();
    /** @param {number} level */
    const headingHtml = (level) => {
      const text = heading(w, topics, latinTopics);
      let id = slugOf(text);
      for (let n = 1; ids.has(id); n += 1) id = `${slugOf(text)}-${n}`;
      ids.add(id);
      return `<h${level} class="anchor anchorWithStickyNavbar_LWe7" id=${id}>${text}<a href=#${id} class=hash-link aria-label=${text}的直接链接>&#8203;</a></h${level}>`;
    };
    const paragraphs = () =>
      Array.from({length: w.int(SHAPE.paragraphs[0], SHAPE.paragraphs[1])}, () => `<p>${paragraph(w, topics, latinTopics)}</p>`).join('');
    const sectionCount = w.int(SHAPE.sections[0], SHAPE.sections[1]);
    const codeAt = w.int(0, sectionCount - 1);
    let body = `<header><h1>${title}</h1></header><p>${paragraph(w, topics, latinTopics)}</p>`;
    for (let s = 0; s < sectionCount; s += 1) {
      body += headingHtml(2) + paragraphs();
      if (s === codeAt) body += codeBlock(w, latinTopics);
      if (w.random() < 0.3) body += `<ul>${Array.from({length: w.int(2, 4)}, () => `<li>${sentence(w, topics, latinTopics)}</li>`).join('')}</ul>`;
      if (w.random() < SHAPE.subsectionChance) body += headingHtml(3) + paragraphs();
    }
    pages.push({route, html: pageHtml({title, tag: category.section.tag, category: category.name, route, body})});
  }
  return pages;
}

/**
 * @param {{title: string, tag: string, category: string, route: string, body: string}} page
 */
function pageHtml({title, tag, category, route, body}) {
  return `<!doctype html><html lang=zh dir=ltr class="docs-wrapper plugin-docs docs-version-current docs-doc-page"><head><meta charset=UTF-8><title data-rh=true>${title} | apis</title><meta data-rh=true name=docusaurus_tag content=${tag}><meta data-rh=true name=docsearch:docusaurus_tag content=${tag}><meta data-rh=true name=docsearch:language content=zh></head><body><div id=__docusaurus><nav aria-label=主导航 class="navbar navbar--fixed-top"><a class=navbar__link href=/blog>博客</a></nav><div id=__docusaurus_skipToContent_fallback class=main-wrapper><div class=docRoot><aside class=theme-doc-sidebar-container><nav class=menu><a class="menu__link menu__link--active" aria-current=page href=${route}>${title}</a></nav></aside><main class=docMainContainer><div class=row><div class=col><article><nav class=theme-doc-breadcrumbs aria-label=页面路径><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label=主页面 class=breadcrumbs__link href=/>首页</a></li><li class=breadcrumbs__item><span class=breadcrumbs__link>${category}</span></li><li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>${title}</span></li></ul></nav><div class="theme-doc-markdown markdown">${body}</div><footer class="theme-doc-footer docusaurus-mt-lg"><span class=theme-last-updated>最后更新</span></footer></article></div></div></main></div></div><footer class="theme-layout-footer footer"><div>页脚</div></footer></div></body></html>`;
}

/**
 * Records of `count` generated pages (the real extractor over generatePages' HTML), to append to
 * the real records.
 * @param {readonly DocSearchRecord[]} realRecords
 * @param {number} count
 * @param {{seed?: number, siteUrl?: string}} [options]
 * @returns {DocSearchRecord[]}
 */
export function generateRecords(realRecords, count, {seed, siteUrl} = {}) {
  const origin = siteUrl ?? (realRecords[0] ? new URL(realRecords[0].url_without_anchor).origin : 'https://apis.example.com');
  return generatePages(realRecords, count, {seed}).flatMap((page) => extractRecords(page.html, page.route, origin, {...SEARCH_INDEX_SCOPE, siteTitle: 'apis'}));
}
