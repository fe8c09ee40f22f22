import React from 'react';
import styles from './styles.module.css';

const SAMPLE_RESPONSE = `{
  "base": "USD",
  "date": "2026-11-20",
  "rates": { "CNY": 7.11, "EUR": 0.92 }
}`;

/**
 * A laptop and a phone showing the same API response: the site is about data
 * that reaches every screen. Drawn with CSS so it costs no image request.
 */
export default function Devices() {
  return (
    <div className={styles.devices} role="img" aria-label="笔记本电脑和手机上显示同一段 API 响应">
      <div className={styles.laptop}>
        <div className={styles.screen}>
          <span className={styles.request}>GET /latest?base=USD</span>
          <pre className={styles.response}>{SAMPLE_RESPONSE}</pre>
        </div>
        <div className={styles.keyboard} />
      </div>
      <div className={styles.phone}>
        <div className={styles.phoneScreen}>
          <span className={styles.phoneRate}>1 USD</span>
          <span className={styles.phoneValue}>≈ 7.11 CNY</span>
        </div>
      </div>
    </div>
  );
}
