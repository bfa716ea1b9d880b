export { convertDataSize, unitPower, DATA_SIZE_STEP } from "./convert-data-size";
export { toReadableDataSize, EMPTY_DATA_SIZE, type DataSize } from "./to-readable-data-size";
