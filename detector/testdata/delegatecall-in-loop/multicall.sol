pragma solidity ^0.8.0;

library Address {
    function functionDelegateCall(address target, bytes memory data) internal returns (bytes memory) {
        (bool ok, bytes memory ret) = target.delegatecall(data);
        require(ok);
        return ret;
    }
}

contract PayableMulticall {
    mapping(address => uint256) public balances;

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function multicall(bytes[] calldata data) external payable {
        for (uint256 i = 0; i < data.length; i++) {
            (bool ok, ) = address(this).delegatecall(data[i]); // want "PayableMulticall.multicall\\(\\) is payable and delegatecalls address\\(this\\) in a loop"
            require(ok);
        }
    }

    function multicallLib(bytes[] calldata data) external payable {
        uint256 i = 0;
        while (i < data.length) {
            Address.functionDelegateCall(address(this), data[i]); // want "calls Address.functionDelegateCall\\(\\), which delegatecalls, in a loop"
            i++;
        }
    }

    function multicallAsm(address impl, uint256 n) external payable {
        for (uint256 i = 0; i < n; i++) {
            assembly {
                let ok := delegatecall(gas(), impl, 0, 0, 0, 0) // want "delegatecalls in a loop"
            }
        }
    }
}

contract SafeMulticall {
    // Not payable: msg.value is always zero, so the loop cannot count ether twice.
    function multicall(bytes[] calldata data) external {
        for (uint256 i = 0; i < data.length; i++) {
            (bool ok, ) = address(this).delegatecall(data[i]);
            require(ok);
        }
    }

    // Payable, but a single delegatecall outside any loop.
    function forward(address impl, bytes calldata data) external payable {
        (bool ok, ) = impl.delegatecall(data);
        require(ok);
    }
}
