import React, {useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ErrorBoundary from '@docusaurus/ErrorBoundary';

function Thrower({label}: {label: string}): never {
  throw new Error(`${label} 抛出了测试错误`);
}

/** The breakable content; its state lives inside the boundary so "重试" starts it afresh. */
function BoxContent({label, children}: {label: string; children?: React.ReactNode}) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="padding--md margin-vert--sm" style={{border: '1px solid var(--ifm-color-emphasis-300)'}}>
      <p>{label}运行正常。</p>
      <button type="button" className="button button--sm button--danger" onClick={() => setBroken(true)}>
        让{label}出错
      </button>
      {broken && <Thrower label={label} />}
      {children}
    </div>
  );
}

function CrashableBox({label, children}: {label: string; children?: React.ReactNode}) {
  return (
    <ErrorBoundary
      fallback={({error, tryAgain}) => (
        <div role="alert" className="alert alert--danger margin-vert--sm">
          <p>
            {label}的错误边界接住了错误：{error.message}
          </p>
          <button type="button" className="button button--sm button--secondary" onClick={tryAgain}>
            重试{label}
          </button>
        </div>
      )}>
      <BoxContent label={label}>{children}</BoxContent>
    </ErrorBoundary>
  );
}

/** Nested error boundaries: an inner failure stays inside the inner box; an outer one replaces both. */
export default function ErrorBoundaryTests(): React.ReactNode {
  return (
    <Layout title="错误边界测试" description="嵌套的错误边界：内层出错只影响内层，重试后恢复。">
      <main className="container margin-vert--lg">
        <Heading as="h1">错误边界测试</Heading>
        <p>外层盒子里嵌着内层盒子，各有自己的错误边界。内层出错时外层照常显示；外层出错时整个区域被外层的备用界面替换。两种情况都可以点“重试”恢复。</p>
        <CrashableBox label="外层">
          <CrashableBox label="内层" />
        </CrashableBox>
      </main>
    </Layout>
  );
}
