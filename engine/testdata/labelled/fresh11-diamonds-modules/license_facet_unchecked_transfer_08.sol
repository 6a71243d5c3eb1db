// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

library LibLicenseStorage {
    bytes32 internal constant POSITION = keccak256("diamond.license.storage");

    struct Layout {
        IERC20 payToken;
        uint256 pricePerDay;
        mapping(address => uint256) licensedUntil;
        address owner;
        address treasury;
    }

    function layout() internal pure returns (Layout storage l) {
        bytes32 position = POSITION;
        assembly {
            l.slot := position
        }
    }
}

// The licence facet of a software-licensing diamond: a licence is bought by the day in the payment token. The
// payment token (a bridged stablecoin) returns false on a failed transfer instead of reverting, and the facet
// never reads the answer: an empty wallet buys licences for free.
contract LicenseFacet {
    event LicenseBought(address indexed buyer, uint256 daysBought, uint256 until);
    event Swept(address indexed to, uint256 amount);

    function buyLicense(uint256 daysBought) external {
        require(daysBought > 0 && daysBought <= 3650, "LicenseFacet: bad duration");
        LibLicenseStorage.Layout storage l = LibLicenseStorage.layout();
        uint256 cost = daysBought * l.pricePerDay;
        // <yes> <report> UNCHECKED_LL_CALLS
        l.payToken.transferFrom(msg.sender, address(this), cost);
        uint256 start = l.licensedUntil[msg.sender] > block.timestamp ? l.licensedUntil[msg.sender] : block.timestamp;
        l.licensedUntil[msg.sender] = start + daysBought * 1 days;
        emit LicenseBought(msg.sender, daysBought, l.licensedUntil[msg.sender]);
    }

    function hasLicense(address account) external view returns (bool) {
        return LibLicenseStorage.layout().licensedUntil[account] >= block.timestamp;
    }

    function sweep() external {
        LibLicenseStorage.Layout storage l = LibLicenseStorage.layout();
        require(msg.sender == l.owner, "LicenseFacet: not owner");
        uint256 amount = l.payToken.balanceOf(address(this));
        require(l.payToken.transfer(l.treasury, amount), "LicenseFacet: transfer failed");
        emit Swept(l.treasury, amount);
    }

    function setPrice(uint256 pricePerDay) external {
        LibLicenseStorage.Layout storage l = LibLicenseStorage.layout();
        require(msg.sender == l.owner, "LicenseFacet: not owner");
        l.pricePerDay = pricePerDay;
    }
}
