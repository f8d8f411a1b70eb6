import { createActor } from 'xstate';
import { contactMachine, type ContactSurface } from './contact-machine';

function start(surface: ContactSurface) {
  const conversions: string[] = [];
  const actor = createActor(contactMachine.provide({ actions: { fireConversion: () => void conversions.push(surface) } }), {
    input: { surface },
  }).start();
  return { actor, conversions, snap: () => actor.getSnapshot() };
}

describe('contact machine', () => {
  test('opens and closes; closing resets the form', () => {
    const { actor, snap } = start('panel');
    expect(snap().value).toBe('closed');
    actor.send({ type: 'contact.open' });
    expect(snap().value).toBe('open');
    actor.send({ type: 'contact.close' });
    expect(snap().value).toBe('closed');
    expect(snap().context.formKey).toBe(1);
  });

  test('a successful submit resets, closes, fires the conversion (panel) and opens the dialog', () => {
    const { actor, snap, conversions } = start('panel');
    actor.send({ type: 'contact.open' });
    actor.send({ type: 'contact.submitted' });
    expect(snap().value).toBe('thanks');
    expect(snap().hasTag('dialog')).toBe(true);
    expect(snap().context.formKey).toBe(1);
    expect(conversions).toEqual(['panel']);
  });

  test('the mobile variant fires the conversion too; the modal does not', () => {
    const mobile = start('mobile');
    mobile.actor.send({ type: 'contact.open' });
    mobile.actor.send({ type: 'contact.submitted' });
    expect(mobile.conversions).toEqual(['mobile']);
    const modal = start('modal');
    modal.actor.send({ type: 'contact.open' });
    modal.actor.send({ type: 'contact.submitted' });
    expect(modal.conversions).toEqual([]);
    expect(modal.snap().value).toBe('thanks');
  });

  test('the dialog closes only by its own close event', () => {
    const { actor, snap } = start('modal');
    actor.send({ type: 'contact.open' });
    actor.send({ type: 'contact.submitted' });
    expect(snap().can({ type: 'contact.close' })).toBe(false);
    expect(snap().can({ type: 'contact.open' })).toBe(false);
    actor.send({ type: 'contact.close' });
    expect(snap().value).toBe('thanks');
    actor.send({ type: 'dialog.close' });
    expect(snap().value).toBe('closed');
  });

  test('forbidden: closing the dialog when none is open', () => {
    const { actor, snap } = start('panel');
    expect(snap().can({ type: 'dialog.close' })).toBe(false);
    actor.send({ type: 'contact.open' });
    expect(snap().can({ type: 'dialog.close' })).toBe(false);
  });

  test('an always-visible form goes straight to the dialog on success', () => {
    const { actor, snap, conversions } = start('page');
    actor.send({ type: 'contact.submitted' });
    expect(snap().value).toBe('thanks');
    expect(conversions).toEqual([]);
  });
});
