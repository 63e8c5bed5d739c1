"""Is a `--scheduler` address a Dask scheduler? Asked before Dask is given it.

Dask's client waits on a server that accepts the connection but never speaks
(it ignored --scheduler-timeout there), and reads the first 8 bytes of any
answer as the length of a message: an HTTP server's "HTTP/1.1 400" made it
allocate 3 EiB and crash. A Dask scheduler speaks first on every connection
(its handshake, distributed.comm.core.Listener.on_connection): an 8-byte
little-endian length of a message of a few hundred bytes. So the probe connects,
reads those 8 bytes within the timeout, and checks the length is one a
handshake has. The scheduler logs the probe's connection as closed during the
handshake; nothing else changes there.
"""
from __future__ import annotations

import socket
import struct
import time

SCHEMES = ("tcp", "tls")
HANDSHAKE_MAX = 1 << 20          # a handshake is far smaller; "HTTP/1.1" reads as 3.6e18


class NotAScheduler(Exception):
    """The address is not one of a reachable Dask scheduler (the message says why)."""


def split_address(address: str) -> tuple[str, str, int]:
    """(scheme, host, port) of tcp://HOST:PORT or tls://HOST:PORT (NotAScheduler else)."""
    scheme, sep, rest = address.partition("://")
    if not sep or scheme not in SCHEMES:
        raise NotAScheduler(f"--scheduler {address!r} is not a scheduler address: decksim "
                            "reaches a Dask scheduler by tcp://HOST:PORT or tls://HOST:PORT")
    host, colon, port = rest.rpartition(":")
    host = host.strip("[]")
    if not colon or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise NotAScheduler(f"--scheduler {address!r} names no host and port; write "
                            f"{scheme}://HOST:PORT (e.g. {scheme}://10.0.0.5:8786)")
    return scheme, host, int(port)


def probe(address: str, timeout: float) -> None:
    """Return if `address` answers as a Dask scheduler within `timeout` seconds;
    NotAScheduler with what was found otherwise. Over tls:// only the connection is
    tried (the scheduler speaks after the TLS handshake, which Dask does)."""
    scheme, host, port = split_address(address)
    t0 = time.monotonic()
    try:
        sock = socket.create_connection((host, port), timeout=timeout)
    except socket.timeout:
        raise NotAScheduler(f"cannot reach the Dask scheduler at {address} within "
                            f"{timeout:g}s (no answer to the connection)") from None
    except OSError as e:
        raise NotAScheduler(f"cannot reach the Dask scheduler at {address}: "
                            f"{e.strerror or e}; is it running and is the address "
                            "right?") from None
    with sock:
        if scheme == "tls":
            return
        head = b""
        try:
            while len(head) < 8:
                sock.settimeout(max(0.01, timeout - (time.monotonic() - t0)))
                part = sock.recv(8 - len(head))
                if not part:
                    break
                head += part
        except socket.timeout:
            raise NotAScheduler(f"the server at {address} accepted the connection but said "
                                f"nothing within {timeout:g}s: a Dask scheduler speaks at "
                                "once; is this the scheduler's port (8786 by default)?") from None
        except OSError as e:
            raise NotAScheduler(f"the server at {address} dropped the connection "
                                f"({e.strerror or e}); is it a Dask scheduler?") from None
    if len(head) < 8:
        raise NotAScheduler(f"the server at {address} closed the connection without a "
                            "word: not a Dask scheduler (is this the scheduler's port?)")
    (length,) = struct.unpack("<Q", head)
    if not 0 < length <= HANDSHAKE_MAX:
        shown = head.decode("ascii", "replace")
        raise NotAScheduler(f"the server at {address} is not a Dask scheduler: it answered "
                            f"{shown!r}..., not a Dask handshake (an HTTP server? the "
                            "dashboard's port is not the scheduler's)")
