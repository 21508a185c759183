import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import type { OrderMail } from './order-templates';

/**
 * An order e-mail's HTML (ADR 0051): React Email's components give tables and inline styles that
 * mail clients (Gmail, Outlook, Apple Mail) keep; the shop's colours and type; one column, 560 px
 * wide at most, readable on a phone. Reads only the `OrderMail` model.
 */

const colour = {
  plum: '#4a1f3d',
  plumSoft: '#643656',
  rose: '#b23d5a',
  cream: '#fffaf6',
  sand: '#f4ece6',
  ink: '#2b1a26',
  muted: '#6e5a67',
  line: '#eadfd8',
};
const sans = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const serif = "Georgia, 'Times New Roman', serif";

const style = {
  body: { backgroundColor: colour.sand, margin: 0, padding: '24px 0', fontFamily: sans },
  container: {
    backgroundColor: '#ffffff',
    maxWidth: '560px',
    margin: '0 auto',
    borderRadius: '16px',
    overflow: 'hidden',
  },
  masthead: { backgroundColor: colour.plum, padding: '20px 32px' },
  wordmark: {
    color: colour.cream,
    fontFamily: serif,
    fontSize: '26px',
    letterSpacing: '0.04em',
    margin: 0,
    textDecoration: 'none',
  },
  content: { padding: '28px 32px 8px' },
  heading: { color: colour.plum, fontFamily: serif, fontSize: '24px', margin: '0 0 16px' },
  text: { color: colour.ink, fontSize: '15px', lineHeight: '24px', margin: '0 0 12px' },
  facts: {
    backgroundColor: colour.cream,
    border: `1px solid ${colour.line}`,
    borderRadius: '12px',
    padding: '8px 16px',
    margin: '16px 0',
  },
  factLabel: { color: colour.muted, fontSize: '13px', margin: '6px 0' },
  factValue: { color: colour.ink, fontSize: '14px', margin: '6px 0', textAlign: 'right' },
  strong: { color: colour.plum, fontSize: '16px', fontWeight: 700 },
  sectionTitle: {
    color: colour.plumSoft,
    fontSize: '12px',
    fontWeight: 700,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    margin: '20px 0 8px',
  },
  lineName: { color: colour.ink, fontSize: '14px', lineHeight: '20px', margin: '0' },
  lineMeta: { color: colour.muted, fontSize: '13px', lineHeight: '18px', margin: '2px 0 0' },
  lineTotal: { color: colour.ink, fontSize: '14px', margin: 0, textAlign: 'right' },
  review: { color: colour.rose, fontSize: '13px', fontWeight: 700 },
  image: { borderRadius: '8px', display: 'block', border: `1px solid ${colour.line}` },
  button: {
    backgroundColor: colour.plum,
    borderRadius: '999px',
    color: colour.cream,
    fontSize: '15px',
    fontWeight: 700,
    padding: '14px 28px',
    textDecoration: 'none',
  },
  footer: { padding: '8px 32px 28px' },
  footerText: { color: colour.muted, fontSize: '12px', lineHeight: '18px', margin: '0 0 6px' },
} satisfies Record<string, CSSProperties>;

const row = (key: string, label: ReactNode, value: ReactNode, strong = false) =>
  h(Row, {
    key,
    children: [
      h(Column, { key: 'label' }, h(Text, { style: style.factLabel }, label)),
      h(
        Column,
        { key: 'value', align: 'right' },
        h(Text, { style: { ...style.factValue, ...(strong ? style.strong : {}) } }, value),
      ),
    ],
  });

function lines(mail: OrderMail) {
  if (mail.lines.length === 0) return null;
  return h(
    Section,
    null,
    h(Text, { style: style.sectionTitle }, mail.linesHeading),
    ...mail.lines.map((line, index) =>
      h(Row, {
        key: `line-${index}`,
        style: { borderTop: `1px solid ${colour.line}`, padding: '10px 0' },
        children: [
          h(
            Column,
            { key: 'image', style: { width: '68px', verticalAlign: 'top', paddingTop: '10px' } },
            line.image
              ? h('img', {
                  src: line.image,
                  width: 56,
                  height: 56,
                  alt: '',
                  style: { ...style.image, marginRight: '12px' },
                })
              : null,
          ),
          h(
            Column,
            { key: 'name', style: { verticalAlign: 'top', padding: '10px 8px 10px 0' } },
            h(Text, { style: style.lineName }, [line.brand, line.name].filter(Boolean).join(' · ')),
            h(
              Text,
              { style: style.lineMeta },
              [line.quantity, line.variant].filter(Boolean).join(' '),
            ),
            line.review
              ? h(Link, { href: line.review.url, style: style.review }, `${line.review.label} →`)
              : null,
          ),
          h(
            Column,
            { key: 'total', align: 'right', style: { verticalAlign: 'top', paddingTop: '10px' } },
            h(Text, { style: style.lineTotal }, line.total),
          ),
        ],
      }),
    ),
  );
}

function orderEmail(mail: OrderMail) {
  return h(
    Html,
    { lang: mail.lang },
    h(
      Head,
      null,
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'color-scheme', content: 'light' }),
    ),
    h(Preview, null, mail.preview),
    h(
      Body,
      { style: style.body },
      h(
        Container,
        { style: style.container },
        h(
          Section,
          { style: style.masthead },
          h(Link, { href: mail.shopUrl, style: style.wordmark }, mail.storeName),
        ),
        h(
          Section,
          { style: style.content },
          h(Heading, { as: 'h1', style: style.heading }, mail.heading),
          h(Text, { style: style.text }, mail.greeting),
          ...mail.paragraphs.map((paragraph, index) =>
            h(Text, { key: `p-${index}`, style: style.text }, paragraph),
          ),
          mail.facts.length > 0
            ? h(
                Section,
                { style: style.facts },
                ...mail.facts.map((fact, index) =>
                  row(`fact-${index}`, fact.label, fact.value, fact.strong),
                ),
              )
            : null,
          lines(mail),
          mail.totals.length > 0
            ? h(
                Section,
                { style: { borderTop: `1px solid ${colour.line}`, paddingTop: '8px' } },
                ...mail.totals.map((total, index) =>
                  row(`total-${index}`, total.label, total.value, total.strong),
                ),
              )
            : null,
          mail.action
            ? h(
                Section,
                { style: { textAlign: 'center', padding: '16px 0 8px' } },
                h(Button, { href: mail.action.url, style: style.button }, mail.action.label),
              )
            : null,
          h(
            Text,
            { style: { ...style.text, whiteSpace: 'pre-line', marginTop: '20px' } },
            mail.signoff,
          ),
        ),
        h(
          Section,
          { style: style.footer },
          h(Hr, { style: { borderColor: colour.line, margin: '0 0 16px' } }),
          h(Text, { style: style.footerText }, mail.footer.reason),
          h(
            Link,
            { href: mail.footer.url, style: { ...style.footerText, color: colour.plumSoft } },
            mail.footer.label,
          ),
        ),
      ),
    ),
  );
}

/** The HTML part of an order e-mail. */
export const renderOrderEmailHtml = (mail: OrderMail): Promise<string> => render(orderEmail(mail));
