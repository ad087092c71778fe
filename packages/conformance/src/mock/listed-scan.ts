// A Scan as the mocks' `/v0/scans` lists it: part of the package's public types, so this module imports
// nothing (the published declarations must stand alone, without the contract model).

/** A Scan that `/v0/scans` lists. */
export interface ListedMockScan {
  svName: string;
  /** A bare origin: `http://127.0.0.1:4011`. */
  publicUrl: string;
}
