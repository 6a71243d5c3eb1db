pragma solidity ^0.8.20;

contract Proxy {
    address public implementation;
    address public admin = msg.sender;

    // Safe: the flag decides in assembly whether to revert or return.
    fallback() external payable {
        (bool ok, bytes memory ret) = implementation.delegatecall(msg.data);
        assembly {
            switch ok
            case 0 { revert(add(ret, 32), mload(ret)) }
            default { return(add(ret, 32), mload(ret)) }
        }
    }

    // Safe: iszero(sent) reverts.
    function sendTo(address payable to, uint256 v) external {
        require(msg.sender == admin);
        bool sent = to.send(v);
        assembly {
            if iszero(sent) { revert(0, 0) }
        }
    }

    // Assembly that runs before the call cannot check it.
    function early(address to) external {
        bool done;
        assembly {
            done := 0
        }
        done = to.send(1); // want "stores but never checks the result of to.send\\(1\\)"
    }
}

contract AsmExecutor {
    address public owner = msg.sender;

    function exec(address to, uint256 value, bytes memory data) external {
        require(msg.sender == owner);
        assembly {
            pop(call(gas(), to, value, add(data, 0x20), mload(data), 0, 0)) // want "AsmExecutor.exec\\(\\) discards with pop the success flag of the assembly call\\(gas\\(\\), to"
        }
    }

    // Safe: the flag is checked.
    function execChecked(address to, uint256 value) external {
        require(msg.sender == owner);
        assembly {
            if iszero(call(gas(), to, value, 0, 0, 0, 0)) { revert(0, 0) }
        }
    }

    // A read moves nothing, but its output area is taken as the answer: a reverting callee leaves its revert
    // data there, one with no code leaves the memory as it was.
    function peek(address to) external view returns (uint256 r) {
        assembly {
            pop(staticcall(gas(), to, 0, 0, 0, 32)) // want "AsmExecutor.peek\\(\\) discards with pop the success flag of the assembly staticcall"
            r := mload(0)
        }
    }

    // Safe: a staticcall with no output area answers nothing to misread.
    function ping(address to) external view {
        assembly {
            pop(staticcall(gas(), to, 0, 0, 0, 0))
        }
    }
}
