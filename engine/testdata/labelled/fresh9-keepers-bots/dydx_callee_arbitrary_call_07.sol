// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;
pragma experimental ABIEncoderV2;

library Account {
    struct Info {
        address owner;
        uint256 number;
    }
}

interface ICallee {
    function callFunction(address sender, Account.Info memory accountInfo, bytes memory data) external;
}

interface IERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

/// Searcher contract that takes dYdX Solo flash loans: the operate() batch calls back callFunction, which
/// runs the packed list of trades and leaves the borrowed WETH (plus 2 wei) for the Solo to pull back.
contract SoloSearcher is ICallee {
    address public immutable soloMargin;
    address public immutable weth;
    address public immutable owner;

    struct Trade {
        address target;
        bytes payload;
    }

    constructor(address solo, address weth_) {
        soloMargin = solo;
        weth = weth_;
        owner = msg.sender;
    }

    function callFunction(address, Account.Info memory, bytes memory data) external override {
        require(msg.sender == soloMargin, "only solo");
        (uint256 repay, Trade[] memory trades) = abi.decode(data, (uint256, Trade[]));
        for (uint256 i = 0; i < trades.length; i++) {
            // <yes> <report> ACCESS_CONTROL
            (bool ok, ) = trades[i].target.call(trades[i].payload);
            require(ok, "trade failed");
        }
        require(IERC20(weth).balanceOf(address(this)) >= repay, "unprofitable");
        IERC20(weth).approve(soloMargin, repay);
    }
}
