import React, {useCallback, useState} from 'react';
import styles from './styles.module.css';

/** RandomFox answers `{"image": "...", "link": "..."}` and needs no key. */
const ENDPOINT = 'https://randomfox.ca/floof/';

interface Fox {
  image: string;
  link: string;
}

type State = {status: 'idle'} | {status: 'loading'} | {status: 'live'; fox: Fox} | {status: 'sample'; reason: string};

/** Fetches a random fox picture in the browser; falls back to a bundled, labelled sample. */
export default function FoxFact() {
  const [state, setState] = useState<State>({status: 'idle'});
  const load = useCallback(async () => {
    setState({status: 'loading'});
    try {
      const response = await fetch(ENDPOINT, {signal: AbortSignal.timeout(5000)});
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setState({status: 'live', fox: (await response.json()) as Fox});
    } catch (error) {
      setState({status: 'sample', reason: error instanceof Error ? error.message : String(error)});
    }
  }, []);

  return (
    <div className={styles.card}>
      <button type="button" className="button button--primary" onClick={load} disabled={state.status === 'loading'}>
        {state.status === 'loading' ? '请求中…' : '来一只狐狸'}
      </button>
      <div className={styles.result} aria-live="polite">
        {state.status === 'live' && (
          <figure>
            <img src={state.fox.image} alt="随机狐狸照片" width={320} height={240} className={styles.photo} />
            <figcaption>
              来自 <a href={state.fox.link}>{state.fox.link}</a>
            </figcaption>
          </figure>
        )}
        {state.status === 'sample' && (
          <figure>
            <img src="/img/sample-fox.svg" alt="示例数据：狐狸插画" width={320} height={240} className={styles.photo} />
            <figcaption>
              <strong>示例数据</strong>：请求失败（{state.reason}），显示的是内置的示例图片。
            </figcaption>
          </figure>
        )}
      </div>
    </div>
  );
}
