pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

contract RawTokenCalls {
    bytes4 private constant SELECTOR = bytes4(keccak256(bytes("transfer(address,uint256)")));
    bytes4 private constant PULL = 0x23b872dd;

    function pay(address token, address to, uint256 amount) external {
        (bool ok, ) = token.call(abi.encodeWithSelector(SELECTOR, to, amount)); // want "checks that .* did not revert but drops the data it returns"
        require(ok, "transfer failed");
    }

    function pull(address token, address from, uint256 amount) external {
        (bool ok, ) = token.call(abi.encodeWithSelector(PULL, from, address(this), amount)); // want "drops the data it returns"
        require(ok);
    }

    function grant(address token, address spender) external {
        bool ok;
        (ok, ) = token.call(abi.encodeCall(IERC20.approve, (spender, type(uint256).max))); // want "drops the data it returns"
        if (!ok) revert();
    }

    function paySig(address token, address to, uint256 amount) external {
        (bool ok, ) = token.call(abi.encodeWithSignature("transfer(address,uint256)", to, amount)); // want "drops the data it returns"
        require(ok);
    }

    // Safe: the returned data is decoded when there is some.
    function safePay(address token, address to, uint256 amount) external {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(IERC20.transfer.selector, to, amount));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }

    // Reported by unchecked-low-level-call: the success itself is only returned.
    function payReturning(address token, address to, uint256 amount) external returns (bool ok) {
        (ok, ) = token.call(abi.encodeWithSelector(SELECTOR, to, amount));
    }

    // Safe: not a token call; nothing comes back that reports failure.
    function poke(address target, uint256 x) external {
        (bool ok, ) = target.call(abi.encodeWithSignature("poke(uint256)", x));
        require(ok);
    }
}

// A contract's own transfer(uint256) shares only its name with ERC-20's: its encoded call is no token transfer
// whose answer matters.
interface ITicket {
    function transfer(uint256 ticketId) external;
}

contract TicketDesk {
    function pass(address desk, uint256 ticketId) external {
        (bool ok, ) = desk.call(abi.encodeWithSelector(ITicket.transfer.selector, ticketId));
        require(ok, "pass failed");
    }

    function passCall(address desk, uint256 ticketId) external {
        (bool ok, ) = desk.call(abi.encodeCall(ITicket.transfer, (ticketId)));
        require(ok, "pass failed");
    }

    // Still an ERC-20 transfer when the interface is another contract's: told by its ABI signature.
    function payOut(address token, address to, uint256 amount) external {
        (bool ok, ) = token.call(abi.encodeCall(IERC20.transfer, (to, amount))); // want "drops the data it returns"
        require(ok, "transfer failed");
    }
}
