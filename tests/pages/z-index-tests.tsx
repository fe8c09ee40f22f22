import React, {useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './_z-index-tests.module.css';

/** Sticky elements, a dropdown and a modal on one page: each must sit above what it should cover. */
export default function ZIndexTests(): React.ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <Layout title="层叠顺序测试" description="粘性元素、下拉菜单和模态框的层叠顺序测试。">
      <main className="container margin-vert--lg">
        <Heading as="h1">层叠顺序测试</Heading>
        <p>页面上的粘性提示条应该压在正文之上、导航栏之下；下拉菜单展开后要盖住下面的卡片；模态框打开时遮住包括导航栏在内的整个页面。</p>
        <div className={styles.sticky} data-testid="sticky-note">
          粘性提示条：滚动时停在导航栏下方
        </div>
        <div className="dropdown dropdown--hoverable margin-vert--md">
          <button type="button" className="button button--secondary">
            悬停展开下拉菜单
          </button>
          <ul className="dropdown__menu">
            <li>
              <a className="dropdown__link" href="#filler-1">
                第 1 段
              </a>
            </li>
            <li>
              <a className="dropdown__link" href="#filler-6">
                第 6 段
              </a>
            </li>
          </ul>
        </div>
        <div className={styles.card}>这张卡片应该被展开的下拉菜单盖住。</div>
        <button type="button" className="button button--primary margin-vert--md" onClick={() => setOpen(true)}>
          打开模态框
        </button>
        {Array.from({length: 12}, (_, i) => (
          <p key={i} id={`filler-${i + 1}`}>
            第 {i + 1} 段填充文字，用来制造滚动距离，检验粘性元素和导航栏在滚动时的叠放关系。
          </p>
        ))}
        {open && (
          <div className={styles.backdrop} role="presentation" onClick={() => setOpen(false)}>
            <div className={styles.modal} role="dialog" aria-modal="true" aria-labelledby="z-modal-title" onClick={(e) => e.stopPropagation()}>
              <Heading as="h2" id="z-modal-title">
                模态框
              </Heading>
              <p>模态框应该盖住导航栏。</p>
              <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
                关闭
              </button>
            </div>
          </div>
        )}
      </main>
    </Layout>
  );
}
