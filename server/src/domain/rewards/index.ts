// What domain/rewards offers the rest of the server; its other files are its own.
export { honourPrintingCredit, listPrintingCredits } from './printing-credits-repository.ts';
export { approvedUploads, printingCreditOf, skipsQueue } from './rewards-repository.ts';
export { grantUploadRewards } from './upload-rewards.ts';
