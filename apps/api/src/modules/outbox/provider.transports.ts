import { normalizePhoneNumber, PHONE_COUNTRY_CODE } from '@kilau/domain';
import type { OutboxTransport, OutgoingMessage } from './outbox.transport';

/**
 * WhatsApp and SMS senders (ADR 0052), each on an Indonesian provider's HTTP API:
 *
 * - WhatsApp through Qontak's "direct broadcast" of an approved template
 *   (`POST {QONTAK_API_URL}/api/open/v1/broadcasts/whatsapp/direct`, a bearer token, the
 *   template's id per kind and language, body parameters `{{1}}…{{n}}` in order);
 * - SMS through Zenziva's regular API (`POST {ZENZIVA_API_URL}/reguler/api/sendsms/`, user and
 *   pass keys, the rendered text).
 *
 * Neither is configured by default: the outbox keeps the message and the development mailbox
 * shows it (the sandbox). A refusal or a timeout throws; the sender retries after its backoff.
 */
export type ProviderConfig = {
  QONTAK_API_URL?: string | undefined;
  QONTAK_TOKEN?: string | undefined;
  QONTAK_CHANNEL_ID?: string | undefined;
  /** `{"order_placed":{"id":"<template id>","en":"<template id>"},…}`. */
  QONTAK_TEMPLATES?: Record<string, Partial<Record<'id' | 'en', string>>> | undefined;
  ZENZIVA_API_URL?: string | undefined;
  ZENZIVA_USERKEY?: string | undefined;
  ZENZIVA_PASSKEY?: string | undefined;
};

const TIMEOUT_MS = 15_000;

/** `+6281234567890`, `0812…` → `6281234567890` (the providers' form). */
const msisdn = (recipient: string) => `${PHONE_COUNTRY_CODE}${normalizePhoneNumber(recipient)}`;

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const body = await response.text();
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return { raw: body.slice(0, 200) };
  }
}

export function createQontakTransport(deps: {
  apiUrl: string;
  token: string;
  channelId: string;
  templates: NonNullable<ProviderConfig['QONTAK_TEMPLATES']>;
  fetch: typeof fetch;
}): OutboxTransport {
  return {
    name: 'qontak',
    async send(message: OutgoingMessage) {
      if (message.channel !== 'whatsapp') throw new Error(`qontak sends WhatsApp only`);
      const templateId = deps.templates[message.template]?.[message.locale];
      if (!templateId) {
        throw new Error(
          `no approved WhatsApp template for ${message.template} (${message.locale})`,
        );
      }
      const params = message.params ?? [];
      const response = await deps.fetch(
        `${deps.apiUrl.replace(/\/$/, '')}/api/open/v1/broadcasts/whatsapp/direct`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${deps.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            to_number: msisdn(message.recipient),
            to_name: params[0] ?? '',
            message_template_id: templateId,
            channel_integration_id: deps.channelId,
            language: { code: message.locale },
            parameters: {
              body: params.map((value, index) => ({
                key: String(index + 1),
                value: `p${index + 1}`,
                value_text: value,
              })),
            },
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        },
      );
      const body = await readJson(response);
      if (!response.ok || body.status !== 'success') {
        throw new Error(`qontak ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
      }
    },
  };
}

export function createZenzivaTransport(deps: {
  apiUrl: string;
  userkey: string;
  passkey: string;
  fetch: typeof fetch;
}): OutboxTransport {
  return {
    name: 'zenziva',
    async send(message: OutgoingMessage) {
      if (message.channel !== 'sms') throw new Error(`zenziva sends SMS only`);
      const response = await deps.fetch(`${deps.apiUrl.replace(/\/$/, '')}/reguler/api/sendsms/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userkey: deps.userkey,
          passkey: deps.passkey,
          to: msisdn(message.recipient),
          message: message.text,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await readJson(response);
      if (!response.ok || String(body.status) !== '1') {
        throw new Error(`zenziva ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
      }
    },
  };
}

/** The configured providers, by channel (none by default). */
export function createProviderTransports(
  config: ProviderConfig,
  fetchImpl: typeof fetch,
): Partial<Record<'sms' | 'whatsapp', OutboxTransport>> {
  const routes: Partial<Record<'sms' | 'whatsapp', OutboxTransport>> = {};
  if (config.QONTAK_API_URL && config.QONTAK_TOKEN && config.QONTAK_CHANNEL_ID) {
    routes.whatsapp = createQontakTransport({
      apiUrl: config.QONTAK_API_URL,
      token: config.QONTAK_TOKEN,
      channelId: config.QONTAK_CHANNEL_ID,
      templates: config.QONTAK_TEMPLATES ?? {},
      fetch: fetchImpl,
    });
  }
  if (config.ZENZIVA_API_URL && config.ZENZIVA_USERKEY && config.ZENZIVA_PASSKEY) {
    routes.sms = createZenzivaTransport({
      apiUrl: config.ZENZIVA_API_URL,
      userkey: config.ZENZIVA_USERKEY,
      passkey: config.ZENZIVA_PASSKEY,
      fetch: fetchImpl,
    });
  }
  return routes;
}
