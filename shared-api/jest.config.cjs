module.exports = { ...require('../jest.preset.cjs'), displayName: 'shared-api' };
