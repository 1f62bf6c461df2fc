// How a WhatsApp number shows in Settings, and what of a delivery's payload becomes a message.
import { chatLabel, cutText, maskedNumber, readWhatsAppDelivery } from '../../src/routes/bots/whatsapp-delivery.ts';
import { whatsAppDelivery } from '../helpers/fake-whatsapp.ts';

describe('a WhatsApp number in Settings', () => {
  it('keeps the country code, the first two and the last four digits', () => {
    expect(maskedNumber('2348012345678')).toBe('+234 80••••5678');
    expect(maskedNumber('14155550123')).toBe('+1 41••••0123');
    expect(maskedNumber('447911123456')).toBe('+44 79••••3456');
    expect(maskedNumber('233201234')).toBe('+233 2••••34');
  });

  it('puts the profile name first, cleaned of control and invisible characters and cut to 40', () => {
    expect(chatLabel('2348012345678', 'Ada\u202e\nLovelace')).toBe('Ada Lovelace (+234 80••••5678)');
    expect(chatLabel('2348012345678', '   ')).toBe('+234 80••••5678');
    expect(chatLabel('2348012345678', 'x'.repeat(100))).toBe(`${'x'.repeat(40)} (+234 80••••5678)`);
  });

  it('never cuts a text inside a character', () => {
    expect(cutText('ab📚', 3)).toBe('ab');
    expect(cutText('abc', 3)).toBe('abc');
  });
});

describe('a delivery read into messages', () => {
  it('skips a sender that is not a number and a message without an id', () => {
    const payload = whatsAppDelivery('1', [
      { from: 'not-a-number', text: 'hi' },
      { from: '2348012345678', id: '', text: 'hi' },
      { from: '2348012345678', id: 'wamid.ok', text: 'hi' },
    ]);
    expect(readWhatsAppDelivery(payload, '1').map((message) => message.deliveryId)).toEqual(['wamid.ok']);
  });
});
