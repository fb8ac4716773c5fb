import type { RegisteredMachine } from '../registry';
import { catalogueEditorMachine, type WineFields } from './catalogue-editor.machine';
import { catalogueDialogMachine } from './catalogue-dialog.machine';
import { catalogueStockMachine } from './catalogue-stock.machine';

/** The catalogue's machines (issue 14) with the samples their path tests need. */
const wine: WineFields = {
  id: '3',
  series_id: '1',
  title_cn: '崖畔干红 2021',
  title_tw: '崖畔乾紅 2021',
  title_en: 'Cliffside Red 2021',
  intro_cn: '',
  intro_tw: '',
  intro_en: '',
  description_cn: '',
  description_tw: '',
  description_en: '',
  tasting_notes_cn: '',
  tasting_notes_tw: '',
  tasting_notes_en: '',
  type_cn: '',
  type_tw: '',
  type_en: '',
  grape_cn: '',
  grape_tw: '',
  grape_en: '',
  alcohol: '13.5%',
  volume: '750ml',
  vintage: '2021',
  price: '398.00',
  dollar_price: '59.00',
  images: '/media/demo/red.svg',
  is_sell: '1',
  switch: '1',
  sort: '0',
};
const loaded = { fields: wine, series: [{ id: 1, title: 'Reserve' }], media: ['/media/demo/red.svg'], figures: { stock: 10, held: 2 } };
const series = { id: '1', title_cn: '海风', title_tw: '海風', title_en: 'Sea Breeze', intro_cn: '', intro_tw: '', intro_en: '', image: '', switch: '1', sort: '0' };
const history = { total: 1, items: [{ id: 1, at: '2026-11-25 10:00:00', staff: 'shop1', delta: 24, reason: 'received', note: 'Pallet', stock_after: 34, held: 2 }] };

export const catalogueMachines: Record<string, RegisteredMachine> = {
  catalogueEditor: {
    machine: catalogueEditorMachine,
    file: 'machines/staff/catalogue-editor.machine.ts',
    summary: 'A wine in the catalogue editor: read, edited in three languages side by side, checked by the contract before it is sent, saved only when changed; a refusal keeps what was typed; a reading role cannot change it.',
    inputs: [{ id: 3, canEdit: true }, { id: 3, canEdit: false }],
    events: [
      { type: 'CHANGE', field: 'price', value: '428.00' },
      { type: 'CHANGE', field: 'price', value: '4.281' },
      { type: 'SAVE' },
      { type: 'RESET' },
      { type: 'RETRY' },
      { type: 'xstate.done.actor.loadWine', output: loaded },
      { type: 'xstate.error.actor.loadWine', error: new Error('There is no such wine') },
      { type: 'xstate.done.actor.saveWine', output: { msg: 'Saved', fields: { ...wine, price: '428.00' } } },
      { type: 'xstate.error.actor.saveWine', error: new Error('There is no such wine series') },
    ],
    promiseActors: ['loadWine', 'saveWine'],
  },
  catalogueStock: {
    machine: catalogueStockMachine,
    file: 'machines/staff/catalogue-stock.machine.ts',
    summary: "A wine's stock: its adjustments page by page and the adjustment dialog (bottles, reason, note) checked before it is sent; a refusal stays in the dialog; after an adjustment the figures are the server's and the history is read again.",
    inputs: [{ wineId: 3, canAdjust: true, stock: 10, held: 2 }, { wineId: 3, canAdjust: false, stock: 10, held: 2 }],
    events: [
      { type: 'OPEN' },
      { type: 'CHANGE', field: 'delta', value: '-12' },
      { type: 'CHANGE', field: 'reason', value: 'breakage' },
      { type: 'SUBMIT' },
      { type: 'CANCEL' },
      { type: 'PAGE', page: 2 },
      { type: 'RETRY' },
      { type: 'xstate.done.actor.loadHistory', output: history },
      { type: 'xstate.error.actor.loadHistory', error: new Error('The server cannot be reached') },
      { type: 'xstate.done.actor.adjustStock', output: { msg: 'The stock was adjusted', stock: 0, held: 2 } },
      { type: 'xstate.error.actor.adjustStock', error: new Error('Only 10 bottles are free') },
    ],
    promiseActors: ['loadHistory', 'adjustStock'],
  },
  catalogueDialog: {
    machine: catalogueDialogMachine,
    file: 'machines/staff/catalogue-dialog.machine.ts',
    summary: 'A catalogue row in its dialog — a wine series in three languages, or the price of a visit, dinner or room type: checked by its contract before it is sent; a refusal stays in the dialog; saved, it closes and the list is read again.',
    inputs: [{ canEdit: true, form: 'series' }, { canEdit: false, form: 'series' }, { canEdit: true, form: 'priced' }],
    events: [
      { type: 'OPEN', fields: series },
      { type: 'CHANGE', field: 'title_en', value: '' },
      { type: 'CHANGE', field: 'title_en', value: 'Sea Breeze' },
      { type: 'SAVE' },
      { type: 'CANCEL' },
      { type: 'xstate.done.actor.saveForm', output: 'Saved' },
      { type: 'xstate.error.actor.saveForm', error: new Error('There is no such wine series') },
    ],
    promiseActors: ['saveForm'],
  },
};
