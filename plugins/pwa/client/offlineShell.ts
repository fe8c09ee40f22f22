import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createRoot, type Root} from 'react-dom/client';
import {isStandInPage} from '../shared/offlineShell';

declare global {
  interface Window {
    docusaurusRoot?: Root;
  }
}

function trackNetworkStatus(): void {
  const update = () => {
    document.documentElement.dataset.network = navigator.onLine ? 'online' : 'offline';
  };
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
}

if (ExecutionEnvironment.canUseDOM) {
  trackNetworkStatus();
  const container = document.getElementById('__docusaurus');
  // Client modules run before the client entry creates its root, see ../shared/offlineShell.ts.
  if (container && !window.docusaurusRoot && isStandInPage(document)) {
    window.docusaurusRoot = createRoot(container, {
      onRecoverableError: (error) => console.error('Docusaurus React Root onRecoverableError:', error),
    });
    // Offline, a route whose chunks (scripts or stylesheets) were never stored cannot load: the page
    // stays as served and shows its offline notice, so the failed chunk is an expected state.
    window.addEventListener('unhandledrejection', (event) => {
      const reason = event.reason as {name?: string; code?: string} | undefined;
      if (!navigator.onLine && (reason?.name === 'ChunkLoadError' || reason?.code === 'CSS_CHUNK_LOAD_FAILED')) {
        event.preventDefault();
        document.documentElement.dataset.offlineUnavailable = 'true';
      }
    });
  }
}
