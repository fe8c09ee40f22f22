import React from 'react';
import Link from '@docusaurus/Link';
import {factLabel, FACT_NAMES, formatMonth} from '../../shared/labels';
import type {CatalogueEntry, VerifiableField} from '../../shared/types';
import styles from './styles.module.css';

/** A fact's value as shown, with "已核对" linking to the page that settled it when it did. */
export function FactValue({api, field}: {api: CatalogueEntry; field: VerifiableField}) {
  const verified = api.verification?.facts.some((fact) => fact.field === field);
  return (
    <>
      {factLabel(field, api[field])}
      {verified && (
        <>
          {' '}
          <Link className={styles.verified} to={api.verification!.source.permalink}>
            已核对
          </Link>
        </>
      )}
    </>
  );
}

/** The short names the explorer's fact lists use (FACT_NAMES is for sentences). */
const FACT_TERMS: Record<VerifiableField, string> = {auth: '认证', https: 'HTTPS', cors: 'CORS'};

/** The checkable facts as the <div><dt><dd> groups of a <dl>. */
export function FactRows({api}: {api: CatalogueEntry}) {
  return (
    <>
      {(['auth', 'https', 'cors'] as const).map((field) => (
        <div key={field}>
          <dt>{FACT_TERMS[field]}</dt>
          <dd>
            <FactValue api={api} field={field} />
          </dd>
        </div>
      ))}
    </>
  );
}

/** One sentence per settled fact: the value shown, where it was checked and when, and the upstream value it replaces. */
export function verificationSentences(api: CatalogueEntry): {field: VerifiableField; before: string; after: string}[] {
  const verification = api.verification;
  if (!verification) return [];
  return verification.facts.map((fact) => ({
    field: fact.field,
    // "HTTPS 为", "认证方式为": a space between Latin and Chinese, as the site's typography wants.
    before: `${FACT_NAMES[fact.field]}${/[A-Za-z]$/.test(FACT_NAMES[fact.field]) ? ' ' : ''}为“${factLabel(fact.field, fact.value)}”，依据 `,
    after: `（${formatMonth(verification.checked)}对照服务商的官方文档核对）；上游清单记为“${factLabel(fact.field, fact.upstream)}”。`,
  }));
}

/** The notes under a table: for each API with settled facts, what was settled, by which page, when. */
export function VerificationNotes({apis}: {apis: readonly CatalogueEntry[]}) {
  const verified = apis.filter((api) => api.verification);
  if (verified.length === 0) return null;
  return (
    <div className={styles.notes}>
      <p className={styles.notesTitle}>核对说明</p>
      <ul>
        {verified.map((api) =>
          verificationSentences(api).map(({field, before, after}) => (
            <li key={`${api.id}-${field}`}>
              <strong>{api.name}</strong>：{before}
              <Link to={api.verification!.source.permalink}>{api.verification!.source.name} 的精选 API 页</Link>
              {after}
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
