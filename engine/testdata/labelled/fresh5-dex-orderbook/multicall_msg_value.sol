// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IWETH9 {
    function deposit() external payable;
    function transfer(address to, uint256 value) external returns (bool);
}

/// Periphery with a payable multicall: every delegatecalled step sees the same msg.value, so one ETH payment
/// wraps into WETH credit many times over (the Opyn / SushiSwap MISO batch pattern).
contract PeripheryBatch {
    IWETH9 public immutable WETH9;
    mapping(address => uint256) public wethCredit;

    constructor(IWETH9 _weth) {
        WETH9 = _weth;
    }

    function multicall(bytes[] calldata data) external payable returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            (bool success, bytes memory result) = address(this).delegatecall(data[i]);
            if (!success) {
                if (result.length < 68) revert();
                assembly {
                    result := add(result, 0x04)
                }
                revert(abi.decode(result, (string)));
            }
            results[i] = result;
        }
    }

    function wrapETH() public payable {
        // <yes> <report> DENIAL_OF_SERVICE
        wethCredit[msg.sender] += msg.value;
    }

    function withdrawWETH(uint256 amount) external {
        wethCredit[msg.sender] -= amount;
        require(WETH9.transfer(msg.sender, amount), "Periphery: transfer");
    }

    function sweepETH() external {
        uint256 bal = address(this).balance;
        if (bal > 0) {
            WETH9.deposit{value: bal}();
        }
    }
}
