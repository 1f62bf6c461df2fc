// The stream names in an OLE compound file (CFB: the container of .doc and .ppt), read from
// its directory. Word keeps its text in a "WordDocument" stream and PowerPoint in a
// "PowerPoint Document" stream, which tells the two apart (and from .xls, .msi and others,
// which share the container). Every count is bounded by the file's size, so a crafted file
// cannot loop.
import fs from 'node:fs';

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_BYTES = 128;
const MAX_SECTOR_ID = 0xfffffffa;

/** The names of the file's directory entries, or null when it is not a readable compound file. */
export async function readCfbStreamNames(filePath: string): Promise<string[] | null> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(512);
    if ((await handle.read(header, 0, 512, 0)).bytesRead < 512 || !header.subarray(0, 8).equals(SIGNATURE)) return null;
    const sectorShift = header.readUInt16LE(0x1e);
    if (sectorShift !== 9 && sectorShift !== 12) return null;
    const sectorSize = 1 << sectorShift;
    const maxSectors = Math.ceil(size / sectorSize);
    const idsPerSector = sectorSize / 4;

    const readSector = async (id: number): Promise<Buffer | null> => {
      if (id > MAX_SECTOR_ID || id + 1 > maxSectors) return null;
      const buffer = Buffer.alloc(sectorSize);
      const { bytesRead } = await handle.read(buffer, 0, sectorSize, (id + 1) * sectorSize);
      return bytesRead === sectorSize ? buffer : null;
    };

    // Where the FAT's sectors are: 109 in the header, the rest in a chain of DIFAT sectors.
    const fatSectors: number[] = [];
    for (let i = 0; i < HEADER_DIFAT_ENTRIES; i++) {
      const id = header.readUInt32LE(0x4c + i * 4);
      if (id <= MAX_SECTOR_ID) fatSectors.push(id);
    }
    let difat = header.readUInt32LE(0x44);
    for (let hops = 0; difat <= MAX_SECTOR_ID && hops < maxSectors; hops++) {
      const sector = await readSector(difat);
      if (!sector) return null;
      for (let i = 0; i < idsPerSector - 1; i++) {
        const id = sector.readUInt32LE(i * 4);
        if (id <= MAX_SECTOR_ID) fatSectors.push(id);
      }
      difat = sector.readUInt32LE((idsPerSector - 1) * 4);
    }

    const fatCache = new Map<number, Buffer>();
    const nextSector = async (id: number): Promise<number | null> => {
      const fatIndex = Math.floor(id / idsPerSector);
      const fatSectorId = fatSectors[fatIndex];
      if (fatSectorId === undefined) return null;
      let fat = fatCache.get(fatIndex);
      if (!fat) {
        const read = await readSector(fatSectorId);
        if (!read) return null;
        fat = read;
        fatCache.set(fatIndex, fat);
      }
      return fat.readUInt32LE((id % idsPerSector) * 4);
    };

    const names: string[] = [];
    let sectorId: number | null = header.readUInt32LE(0x30);
    for (let hops = 0; sectorId !== null && sectorId !== END_OF_CHAIN && hops < maxSectors; hops++) {
      const sector = await readSector(sectorId);
      if (!sector) return null;
      for (let offset = 0; offset < sectorSize; offset += DIRECTORY_ENTRY_BYTES) {
        const nameBytes = sector.readUInt16LE(offset + 0x40);
        const objectType = sector[offset + 0x42];
        if (objectType === 0 || nameBytes < 2 || nameBytes > 64) continue;
        names.push(sector.toString('utf16le', offset, offset + nameBytes - 2));
      }
      sectorId = await nextSector(sectorId);
    }
    return names;
  } finally {
    await handle.close();
  }
}
