import type { ShareLanguage } from '../../src/contract/share';

/**
 * The e-mail that carries a tracking link to a receiver (issue 41, decision 168), in the language the sender chose.
 * The receiver has no account, so no stored preference: the sender picks it (the app offers its own language).
 */
const TEXTS: Record<ShareLanguage, { subject: (code: string) => string; body: (code: string, url: string) => string }> = {
  en: {
    subject: (code) => `Track load ${code}`,
    body: (code, url) =>
      `Follow load ${code} on its way to you: where the truck is, its stops and when it should arrive.\n\n${url}\n\nNo account is needed. The link stops working 24 hours after delivery.\n\n— Haulbase`,
  },
  fr: {
    subject: (code) => `Suivez le chargement ${code}`,
    body: (code, url) =>
      `Suivez le chargement ${code} jusqu’à vous : la position du camion, ses arrêts et son heure d’arrivée prévue.\n\n${url}\n\nAucun compte n’est nécessaire. Le lien cesse de fonctionner 24 heures après la livraison.\n\n— Haulbase`,
  },
  es: {
    subject: (code) => `Siga la carga ${code}`,
    body: (code, url) =>
      `Siga la carga ${code} en su camino hacia usted: dónde está el camión, sus paradas y cuándo debería llegar.\n\n${url}\n\nNo necesita una cuenta. El enlace deja de funcionar 24 horas después de la entrega.\n\n— Haulbase`,
  },
  de: {
    subject: (code) => `Ladung ${code} verfolgen`,
    body: (code, url) =>
      `Verfolgen Sie die Ladung ${code} auf dem Weg zu Ihnen: wo der Lkw ist, seine Stopps und wann er ankommen soll.\n\n${url}\n\nEin Konto ist nicht nötig. Der Link funktioniert bis 24 Stunden nach der Zustellung.\n\n— Haulbase`,
  },
  ja: {
    subject: (code) => `積荷 ${code} の追跡`,
    body: (code, url) =>
      `積荷 ${code} の配送状況をご確認いただけます：トラックの現在地、立ち寄り先、到着予定時刻。\n\n${url}\n\nアカウントは不要です。このリンクは配達の24時間後に無効になります。\n\n— Haulbase`,
  },
  zh: {
    subject: (code) => `跟踪货物 ${code}`,
    body: (code, url) =>
      `跟踪货物 ${code} 的运送过程：卡车的位置、停靠点以及预计到达时间。\n\n${url}\n\n无需账户。该链接在送达 24 小时后失效。\n\n— Haulbase`,
  },
};

export function shareMail(language: ShareLanguage, code: string, url: string): { subject: string; text: string } {
  const texts = TEXTS[language];
  return { subject: texts.subject(code), text: texts.body(code, url) };
}
