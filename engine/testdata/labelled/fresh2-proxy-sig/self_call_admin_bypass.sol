// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

contract FeeController {
    address public admin;
    address public treasury;
    uint256 public protocolFeeBps;
    mapping(address => bool) public feeExempt;

    event FeeUpdated(uint256 bps);
    event TreasuryUpdated(address treasury);

    constructor(address _treasury) {
        admin = msg.sender;
        treasury = _treasury;
        protocolFeeBps = 30;
    }

    modifier onlyAdminOrSelf() {
        require(msg.sender == admin || msg.sender == address(this), "unauthorized");
        _;
    }

    function setProtocolFee(uint256 bps) external onlyAdminOrSelf {
        require(bps <= 1000, "fee too high");
        protocolFeeBps = bps;
        emit FeeUpdated(bps);
    }

    function setTreasury(address _treasury) external onlyAdminOrSelf {
        treasury = _treasury;
        emit TreasuryUpdated(_treasury);
    }

    function setExempt(address account, bool exempt) external onlyAdminOrSelf {
        feeExempt[account] = exempt;
    }

    function quote(address account, uint256 amount) external view returns (uint256) {
        if (feeExempt[account]) return 0;
        return amount * protocolFeeBps / 10_000;
    }

    function batch(bytes[] calldata calls) external returns (bytes[] memory results) {
        results = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            // <yes> <report> ACCESS_CONTROL
            (bool ok, bytes memory ret) = address(this).call(calls[i]);
            require(ok, "batch call failed");
            results[i] = ret;
        }
    }

    function collect() external {
        payable(treasury).transfer(address(this).balance);
    }

    receive() external payable {}
}
