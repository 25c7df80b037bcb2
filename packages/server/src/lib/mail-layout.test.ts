import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout.ts';

const content = {
  subject: 'Reçu',
  paragraphs: ['Bonjour'],
  details: [['Numéro de commande', '1006']] as [string, string][],
  action: { label: 'Ouvrir mes livres', url: 'https://fundshop.test/my-books/x' },
};

describe('renderMail', () => {
  it("writes a French mail's 'label : value' lines with a no-break space before the colon", () => {
    const { text } = renderMail('a@example.org', { ...content, language: 'fr' });
    expect(text).toContain('Numéro de commande\u00a0: 1006');
    expect(text).toContain('Ouvrir mes livres\u00a0: https://fundshop.test/my-books/x');
    expect(text).not.toMatch(/\S: /);
  });

  it('keeps the colon right after the label in English and Swedish', () => {
    expect(renderMail('a@example.org', { ...content, language: 'en' }).text).toContain('Numéro de commande: 1006');
    expect(renderMail('a@example.org', { ...content, language: 'sv' }).text).toContain('Numéro de commande: 1006');
  });
});
