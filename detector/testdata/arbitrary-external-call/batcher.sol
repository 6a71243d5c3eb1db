// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address, address, uint256) external returns (bool);
}

// Low: Multicall3's value batch keeps no state and pulls no tokens; the calls it makes for its caller carry no
// privilege, and the ether it forwards is the caller's.
contract Multicall {
    struct Call3Value {
        address target;
        bool allowFailure;
        uint256 value;
        bytes callData;
    }

    function aggregate3Value(Call3Value[] calldata calls) external payable returns (bytes[] memory out) {
        uint256 total;
        out = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            Call3Value calldata c = calls[i];
            total += c.value;
            (bool ok, bytes memory ret) = c.target.call{value: c.value}(c.callData); // want "calls c.target with c.callData, both chosen by any caller; the contract keeps no state and pulls no tokens"
            require(ok || c.allowFailure, "call failed");
            out[i] = ret;
        }
        require(msg.value == total, "value");
    }
}

// Vulnerable (medium, not low): a swap router pulls the tokens its users approve it, then makes a call the
// caller chooses: transferFrom(victim, attacker, allowance) as the data takes every approval (LI.FI, Socket).
contract SwapRouter {
    function swap(IERC20 tokenIn, uint256 amountIn, address dex, bytes calldata data) external {
        require(tokenIn.transferFrom(msg.sender, address(this), amountIn), "pull");
        (bool ok, ) = dex.call(data); // want "SwapRouter.swap\\(\\) calls dex with data, both chosen by any caller$"
        require(ok, "swap");
    }
}

// Vulnerable (high): a contract with a role of its own (it records an owner someone may have trusted it as).
contract Relay {
    address public owner = msg.sender;

    function relay(address target, bytes calldata data) external payable {
        (bool ok, ) = target.call{value: msg.value}(data); // want "Relay.relay\\(\\) calls target with data, both chosen by any caller$"
        require(ok);
    }
}
