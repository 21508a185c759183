/**
 * The sandbox's browser scripts, served from `/sandbox-gateway/v2/assets/js/` (so the page policy's
 * `script-src 'self'` covers them; nothing inline).
 *
 * `midtrans-new-3ds.min.js` is the sandbox's version of Midtrans' card script, with the same
 * surface: load it with `id="midtrans-script"` and `data-client-key`, then
 * `MidtransNew3ds.getCardToken(cardData, { onSuccess, onFailure })` posts the card to the
 * gateway's token endpoint (never to the shop) and answers `{ token_id, hash }`;
 * `authenticate(redirect_url, { performAuthentication, onSuccess, onFailure, onPending })` runs
 * the 3-D Secure step in a frame the page opens; `redirect(url, { callbackUrl })` runs it as a
 * full page instead.
 */
export const TOKENISER_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript || document.getElementById('midtrans-script');
  var base = new URL('../../', script.src);
  var clientKey = script.getAttribute('data-client-key') || '';
  var FIELDS = ['card_number', 'card_exp_month', 'card_exp_year', 'card_cvv', 'token_id'];

  function call(callback, value) {
    if (typeof callback === 'function') callback(value);
  }

  function getCardToken(cardData, options) {
    options = options || {};
    var body = { client_key: clientKey };
    FIELDS.forEach(function (field) {
      if (cardData && cardData[field] != null) body[field] = String(cardData[field]).replace(/\\s+/g, '');
    });
    fetch(new URL('token', base), {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body)
    })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        call(answer && answer.status_code === '200' ? options.onSuccess : options.onFailure, answer);
      })
      .catch(function (error) {
        call(options.onFailure, { status_code: '500', status_message: String(error) });
      });
  }

  function authenticate(redirectUrl, options) {
    options = options || {};
    var origin = new URL(redirectUrl, window.location.href).origin;
    function listen(event) {
      if (event.origin !== origin) return;
      var answer;
      try { answer = typeof event.data === 'string' ? JSON.parse(event.data) : event.data; } catch (e) { return; }
      if (!answer || !answer.transaction_id) return;
      window.removeEventListener('message', listen);
      var code = String(answer.status_code);
      call(code === '200' ? options.onSuccess : code === '201' ? options.onPending : options.onFailure, answer);
    }
    window.addEventListener('message', listen);
    call(options.performAuthentication, redirectUrl);
  }

  function redirect(redirectUrl, options) {
    var url = new URL(redirectUrl, window.location.href);
    if (options && options.callbackUrl) url.searchParams.set('callback_url', options.callbackUrl);
    window.location.assign(url.href);
  }

  window.MidtransNew3ds = { getCardToken: getCardToken, authenticate: authenticate, redirect: redirect, clientKey: clientKey };
})();
`;

/** Run by the 3-D Secure result page inside the shop's frame: hands the result to the shop. */
export const THREE_DS_RESULT_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  var result = script && script.getAttribute('data-result');
  if (!result || window.parent === window) return;
  var target = window.location.origin;
  try { if (document.referrer) target = new URL(document.referrer).origin; } catch (e) {}
  window.parent.postMessage(result, target);
})();
`;
