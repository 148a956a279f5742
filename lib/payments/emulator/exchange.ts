// What the emulator is handed and answers (lib/payments/emulator/handle.ts routes it; refunds.ts
// answers /v1/refunds): a request already read off HTTP, and a status with a JSON body.

export type EmulatorRequest = { method: string; path: string; headers: Headers; body: string; query: URLSearchParams };
export type EmulatorResponse = { status: number; body: unknown };
