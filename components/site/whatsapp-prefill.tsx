/** The element a product page renders so the footer's WhatsApp chat text names the product. */
export const WHATSAPP_TEXT_ID = 'whatsapp-prefill';

export function WhatsAppPrefill({ text }: { text: string }) {
  return <div id={WHATSAPP_TEXT_ID} hidden data-text={text} />;
}
