module.exports = { ...require('../jest.preset.cjs'), displayName: 'remote-management' };
