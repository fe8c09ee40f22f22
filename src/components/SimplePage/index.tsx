import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Head from '@docusaurus/Head';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  title: string;
  description: string;
  /** Lead paragraph under the heading; defaults to the description. */
  lead?: React.ReactNode;
  wide?: boolean;
  noIndex?: boolean;
  children: React.ReactNode;
}

/** Layout of the site's own pages: one h1, a lead paragraph, then the page's content. */
export default function SimplePage({title, description, lead, wide, noIndex, children}: Props) {
  return (
    <Layout title={title} description={description} wrapperClassName={styles.wrapper}>
      {noIndex && (
        <Head>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
      )}
      <main className={clsx('container margin-vert--lg', !wide && styles.narrow)}>
        <Heading as="h1">{title}</Heading>
        <p className={styles.lead}>{lead ?? description}</p>
        {children}
      </main>
    </Layout>
  );
}
