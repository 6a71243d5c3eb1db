// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// An internal library function runs as the calling contract: the swap step it is handed is the caller's.
library LibStep {
    struct Step {
        address callTo;
        address token;
        uint256 amount;
        bytes callData;
    }

    function run(Step calldata s) internal {
        require(IERC20(s.token).transferFrom(msg.sender, address(this), s.amount), "pull");
        (bool ok, ) = s.callTo.call(s.callData); // want "StepRouter.swap\\(\\) calls s.callTo with s.callData through LibStep.run\\(\\), both chosen by any caller"
        require(ok, "step failed");
    }

    function runAllowed(Step calldata s, mapping(address => bool) storage allowed) internal {
        require(allowed[s.callTo], "target");
        require(IERC20(s.token).transferFrom(msg.sender, address(this), s.amount), "pull");
        (bool ok, ) = s.callTo.call(s.callData);
        require(ok, "step failed");
    }
}

contract StepRouter {
    function swap(LibStep.Step[] calldata steps) external {
        for (uint256 i = 0; i < steps.length; i++) {
            LibStep.run(steps[i]);
        }
    }
}

// The same library behind an allow-list of targets the owner keeps.
contract ListedStepRouter {
    address public owner = msg.sender;
    mapping(address => bool) public allowed;

    function allow(address target, bool ok) external {
        require(msg.sender == owner, "owner");
        allowed[target] = ok;
    }

    function swap(LibStep.Step[] calldata steps) external {
        for (uint256 i = 0; i < steps.length; i++) {
            LibStep.runAllowed(steps[i], allowed);
        }
    }
}

// Through using-for, the step is the first parameter.
library LibCall {
    function exec(address target, bytes memory data) internal returns (bytes memory) {
        (bool ok, bytes memory ret) = target.call(data); // want "UsingForRouter.relay\\(\\) calls target with data through LibCall.exec\\(\\), both chosen by any caller"
        require(ok, "call failed");
        return ret;
    }
}

contract UsingForRouter {
    using LibCall for address;

    uint256 public relayed;

    function relay(address target, bytes calldata data) external {
        relayed++;
        target.exec(data);
    }
}

// An allow-list kept in diamond storage and read through a library, as LI.FI's LibAllowList.
library LibAllowList {
    struct AllowListStorage {
        mapping(address => bool) allowlist;
    }

    function _getStorage() internal pure returns (AllowListStorage storage als) {
        bytes32 position = keccak256("com.example.library.allow.list");
        assembly {
            als.slot := position
        }
    }

    function contractIsAllowed(address _contract) internal view returns (bool) {
        return _getStorage().allowlist[_contract];
    }
}

library LibCheckedStep {
    function run(LibStep.Step calldata s) internal {
        require(LibAllowList.contractIsAllowed(s.callTo), "not allowed");
        (bool ok, ) = s.callTo.call(s.callData);
        require(ok, "step failed");
    }
}

contract DiamondStepFacet {
    function swap(LibStep.Step[] calldata steps) external {
        for (uint256 i = 0; i < steps.length; i++) {
            LibCheckedStep.run(steps[i]);
        }
    }
}

// A using-for transfer helper calls the token the caller names, but only its transfer function.
library SafeToken {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transferFrom.selector, address(this), to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }
}

contract PayoutDesk {
    using SafeToken for IERC20;

    mapping(address => mapping(IERC20 => uint256)) public owed;

    function claim(IERC20 token) external {
        uint256 amount = owed[msg.sender][token];
        owed[msg.sender][token] = 0;
        token.safeTransfer(msg.sender, amount);
    }
}
