// A list of materials as one chat message: numbered lines (read where buttons are not shown)
// and, where the channel has them, a button per material naming it.
import { CLASSIFICATION_LABELS, formatCourseCode, type Material } from '@lectern/shared-api/contract';
import type { OutgoingMessage } from '../../../platform/messaging/channel.ts';
import { materialChoice } from '../commands.ts';
import { BOT_REPLIES, BOT_TEXT_MAX, BUTTON_TITLE_MAX, SNIPPET_MAX, TITLE_MAX } from './replies.ts';
import { fitMessage, shorten } from './shorten.ts';

/** 'PDF, 12 pages', 'DOCX', 'Link'. */
function formatOf(material: Pick<Material, 'type' | 'pages'>): string {
  if (material.type === 'link') return 'Link';
  const type = material.type.toUpperCase();
  if (!material.pages) return type;
  return `${type}, ${material.pages} ${material.pages === 1 ? 'page' : 'pages'}`;
}

/** 'CSC 204 · Lecture Notes · PDF, 12 pages': what a material is, after its title. */
export function detailsOf(material: Pick<Material, 'course' | 'classification' | 'type' | 'pages'>): string {
  const course = material.course ? formatCourseCode(material.course.courseCode) : null;
  return [course, CLASSIFICATION_LABELS[material.classification], formatOf(material)].filter(Boolean).join(' · ');
}

export const titleOf = (material: Pick<Material, 'label'>) => shorten(material.label, TITLE_MAX);

function entryOf(material: Material, position: number): string {
  const lines = [`${position}. ${titleOf(material)}`, `   ${detailsOf(material)}`];
  if (material.snippet) lines.push(`   “${shorten(material.snippet.text, SNIPPET_MAX)}” (page ${material.snippet.page})`);
  return lines.join('\n');
}

/** The list under its heading, numbered from 1, with a button per material where the channel shows them. */
export function listingMessage(heading: string, materials: Material[], buttonsMax: number): OutgoingMessage {
  const buttons = materials.slice(0, Math.max(0, buttonsMax)).map((material, index) => ({
    label: `${index + 1}. ${shorten(material.label, BUTTON_TITLE_MAX)}`,
    choice: materialChoice(material.id),
  }));
  const footer = buttons.length > 0 ? BOT_REPLIES.pickWithButtons : BOT_REPLIES.pickByNumber;
  const text = fitMessage([heading, ...materials.map((material, index) => entryOf(material, index + 1)), footer].join('\n\n'), BOT_TEXT_MAX);
  return buttons.length > 0 ? { kind: 'text', text, buttons } : { kind: 'text', text };
}
